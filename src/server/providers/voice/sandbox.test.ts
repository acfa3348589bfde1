import { describe, expect, it } from 'vitest';
import { createSandboxVoice } from './sandbox';
import { memorySandboxStore } from './sandbox-calls.repo';
import { calleeScript } from './sandbox-callee';
import { sandboxOutcome } from './sandbox-outcome';
import { agentIdentityFromPrompt } from './sandbox-transcript';
import { mapBlandCall } from './bland-call-details';

describe('sandbox voice', () => {
  const prompt = 'You are Jordan, a friendly job candidate.\nIndustry: Real Estate\nKeep it short.';

  it('moves a call from queued to in-progress to completed as time passes', async () => {
    let t = 1_000_000;
    const voice = createSandboxVoice({ queuedMs: 1000, talkMs: 2000, now: () => t });
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550123',
      task: prompt,
      metadata: { callId: 'abc' },
    });
    expect(providerCallId).toMatch(/^sandbox-/);
    expect(await voice.getCall(providerCallId)).toMatchObject({ state: 'queued', completed: false, transcript: null });
    t += 1500;
    expect(await voice.getCall(providerCallId)).toMatchObject({ state: 'in-progress', completed: false });
    t += 2000;
    const done = await voice.getCall(providerCallId);
    expect(done).toMatchObject({
      state: 'completed',
      completed: true,
      answeredBy: 'human',
      recordingUrl: null,
      metadata: { callId: 'abc' },
    });
    expect(done.durationSeconds).toBeGreaterThan(10);
    expect(done.transcript).toContain('Sandbox simulation');
    expect(done.transcript).toContain('assistant: Hi, this is Jordan calling.');
    expect(done.transcript).toContain('real estate');
    expect(done.transcripts.some((x) => x.user === 'user')).toBe(true);
  });

  it('a call it never placed is not found; another instance on the same dial log reads the same call', async () => {
    let t = 5_000_000;
    const store = memorySandboxStore();
    const a = createSandboxVoice({ queuedMs: 10, talkMs: 10, now: () => t, store });
    const b = createSandboxVoice({ queuedMs: 10, talkMs: 10, now: () => t, store });
    await expect(a.getCall('nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { providerCallId } = await a.sendCall({
      phoneNumber: '+12125550123',
      task: prompt,
      metadata: { callId: 'c1' },
    });
    expect((await b.getCall(providerCallId)).state).toBe('queued');
    t += 100;
    expect(await b.getCall(providerCallId)).toMatchObject({ state: 'completed', completed: true });
    // The same attempt sent again is the same simulated call.
    expect(
      (await b.sendCall({ phoneNumber: '+12125550123', task: prompt, metadata: { callId: 'c1' } })).providerCallId,
    ).toBe(providerCallId);
    expect(await b.findByClientRef!('c1')).toEqual({ providerCallId });
  });

  it('campaign calls: outcome decided by the number, varied, with transcripts and end reasons', async () => {
    let t = 0;
    const voice = createSandboxVoice({ queuedMs: 1, talkMs: 1, now: () => t });
    const seen: Record<string, number> = {};
    // From 0200 on: the fixed-outcome numbers (0130–0189) stay out of the mix.
    for (let i = 200; i < 600; i++) {
      const phone = `+1212555${String(i).padStart(4, '0')}`;
      expect(sandboxOutcome(phone)).toBe(sandboxOutcome(phone));
      seen[sandboxOutcome(phone)] = (seen[sandboxOutcome(phone)] ?? 0) + 1;
    }
    expect(seen.interested).toBeGreaterThan(200);
    expect(seen.interested).toBeLessThan(280);
    for (const o of ['not-interested', 'do-not-call', 'voicemail', 'no-answer']) expect(seen[o]).toBeGreaterThan(5);
    const byOutcome = new Map<string, string>();
    for (let i = 200; byOutcome.size < 5; i++)
      byOutcome.set(sandboxOutcome(`+1212555${String(i).padStart(4, '0')}`), `+1212555${String(i).padStart(4, '0')}`);
    const read = async (o: string) => {
      const { providerCallId } = await voice.sendCall({
        phoneNumber: byOutcome.get(o)!,
        task: prompt,
        metadata: { purpose: 'campaign' },
      });
      t += 10;
      return voice.getCall(providerCallId);
    };
    const yes = await read('interested');
    expect(yes).toMatchObject({ state: 'completed', answeredBy: 'human', endReason: 'completed' });
    expect(
      yes.transcripts
        .filter((x) => x.user === 'user')
        .map((x) => x.text)
        .join(' '),
    ).toMatch(/hear more/);
    expect(yes.transcript).toContain('Sandbox simulation');
    expect((await read('do-not-call')).transcript).toMatch(/do not call me again/);
    expect(await read('voicemail')).toMatchObject({
      state: 'completed',
      answeredBy: 'voicemail',
      endReason: 'voicemail',
    });
    expect(await read('no-answer')).toMatchObject({
      state: 'failed',
      answeredBy: null,
      endReason: 'no-answer',
      transcripts: [],
    });
  });

  it('machine, busy and no-answer numbers (555-018x / 017x / 016x); a machine takes the voicemail message', async () => {
    let t = 0;
    const voice = createSandboxVoice({ queuedMs: 1, talkMs: 1, now: () => t });
    expect(['+12125550180', '+13125550189'].map(sandboxOutcome)).toEqual(['voicemail', 'voicemail']);
    expect(sandboxOutcome('+12125550175')).toBe('busy');
    expect(sandboxOutcome('+12125550161')).toBe('no-answer');
    const read = async (phoneNumber: string, voicemail?: { action: 'hangup' | 'leave_message'; message: string }) => {
      const { providerCallId } = await voice.sendCall({
        phoneNumber,
        task: prompt,
        metadata: { purpose: 'campaign' },
        voicemail,
      });
      t += 10;
      return voice.getCall(providerCallId);
    };
    const message = 'Hi Dana, this is Maya for Dana Dental. I will call again tomorrow.';
    const left = await read('+12125550181', { action: 'leave_message', message });
    expect(left).toMatchObject({ state: 'completed', answeredBy: 'voicemail', endReason: 'voicemail' });
    expect(left.transcripts.at(-1)).toEqual({ user: 'assistant', text: message });
    expect(left.summary).toMatch(/message left/);
    const hungUp = await read('+12125550182', { action: 'hangup', message: '' });
    expect(hungUp.transcripts.map((x) => x.user)).toEqual(['user']);
    expect(await read('+12125550172')).toMatchObject({ state: 'failed', endReason: 'busy', answeredBy: null });
  });

  it('555-015x / 014x / 013x reach a scripted callee: answered by a person, the words left to the conversation engine', async () => {
    let t = 0;
    const voice = createSandboxVoice({ queuedMs: 1, talkMs: 1, now: () => t });
    expect(['+12125550150', '+12125550149', '+13125550139'].map(sandboxOutcome)).toEqual([
      'scripted',
      'scripted',
      'scripted',
    ]);
    expect(calleeScript('+12125550150')?.kind).toBe('books-meeting');
    expect(calleeScript('+12125550141')?.kind).toBe('opts-out');
    expect(calleeScript('+12125550139')?.kind).toBe('asks-for-person');
    expect(calleeScript('+12125550123')).toBeNull();
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550151',
      task: prompt,
      metadata: { purpose: 'campaign' },
    });
    t += 10;
    expect(await voice.getCall(providerCallId)).toMatchObject({
      state: 'completed',
      answeredBy: 'human',
      endReason: 'completed',
    });
  });

  it('never accepts a webhook', () => {
    expect(createSandboxVoice().verifyWebhook(Buffer.from('{}'), { 'x-webhook-signature': 'aa' })).toBeNull();
  });

  it('finds the agent name and industry in common prompt phrasings', () => {
    expect(agentIdentityFromPrompt('Your name is Maya Lopez. You work in the hospitality industry.')).toEqual({
      name: 'Maya Lopez',
      industry: 'hospitality',
    });
    expect(
      agentIdentityFromPrompt('You are Ava, a job candidate phoning acme.com (Real Estate) to introduce yourself.'),
    ).toEqual({ name: 'Ava', industry: 'real estate' });
    expect(agentIdentityFromPrompt('You are an AI assistant.')).toEqual({ name: 'your AI agent', industry: 'your' });
  });
});

describe('Bland call object mapping', () => {
  it('lets `completed` win over queue_status', () => {
    expect(mapBlandCall({ call_id: 'x', queue_status: 'complete', completed: false }).state).toBe('in-progress');
    expect(mapBlandCall({ call_id: 'x', queue_status: 'started', completed: true, call_length: 1.5 })).toMatchObject({
      state: 'completed',
      durationSeconds: 90,
    });
  });
  it('treats error queue statuses as failed and over', () => {
    for (const q of ['pre_queue_error', 'queue_error', 'call_error', 'complete_error']) {
      expect(mapBlandCall({ call_id: 'x', queue_status: q, completed: false })).toMatchObject({
        state: 'failed',
        completed: true,
      });
    }
  });
  it('reads string prices and the c_id alias', () => {
    expect(mapBlandCall({ c_id: 'y', price: '0.068', completed: true })).toMatchObject({
      providerCallId: 'y',
      price: 0.068,
    });
  });
});
