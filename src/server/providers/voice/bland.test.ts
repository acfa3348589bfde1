import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@common/errors';
import { startFakeBland, type FakeBland } from '../../../../tests/fakes/bland';
import { createBlandVoice } from './bland';
import { mapBlandCall } from './bland-call-details';
import type { CallDetails, VoiceProvider } from './types';

// Contract tests: the real Bland adapter against the fake that speaks Bland's wire format.

const waitFor = async <T>(fn: () => Promise<T | null | undefined>, timeoutMs = 5000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('Bland adapter against the fake', () => {
  let fake: FakeBland;
  let voice: VoiceProvider;
  // A stand-in for our webhook route: verifies with the adapter and records what it accepted.
  const received: Array<{ status: number; details: CallDetails | null }> = [];
  let receiverUrl = '';
  const receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const details = voice.verifyWebhook(Buffer.concat(chunks), req.headers);
    const status = details ? 200 : 400;
    received.push({ status, details });
    res.writeHead(status).end();
  });

  beforeAll(async () => {
    fake = await startFakeBland({ queuedMs: 150, talkMs: 350 });
    voice = createBlandVoice({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, webhookSecret: fake.webhookSecret });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/voice/bland`;
  });
  afterAll(async () => {
    await fake?.close();
    await new Promise((r) => receiver.close(r));
  });

  it('sends a call with Bland field names and the raw key as Authorization', async () => {
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550123',
      task: 'You are Ava.',
      voice: 'maya',
      maxDurationMinutes: 5,
      metadata: { callId: 'c-1' },
      webhookUrl: receiverUrl,
    });
    // Recording is opt-in (see PlaceCallInput.record).
    const placed = fake.calls.get(providerCallId);
    expect(placed?.request).toMatchObject({
      phone_number: '+12125550123',
      task: 'You are Ava.',
      voice: 'maya',
      max_duration: 5,
      record: false,
      wait_for_greeting: false,
      metadata: { callId: 'c-1' },
      webhook: receiverUrl,
    });
    expect(fake.requests.at(-1)?.authorization).toBe(fake.apiKey);
  });

  it("sends the agent's tools as Bland custom tools (names free of reserved words) and the transfer number", async () => {
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550129',
      task: 'You are Ava.',
      tools: [
        {
          name: 'transfer_to_human',
          description: 'Put the caller through to a person.',
          parameters: { type: 'object', properties: { reason: { type: 'string' } } },
          url: 'https://callcraft.example/api/voice-tools/c-9/transfer_to_human',
          headers: { 'x-callcraft-tool-signature': 'ab'.repeat(32) },
        },
      ],
      transferPhoneNumber: '+12125550100',
    });
    const sent = fake.calls.get(providerCallId)!.request;
    expect(sent.transfer_phone_number).toBe('+12125550100');
    expect(sent.tools).toEqual([
      expect.objectContaining({
        name: 'ConnectToPerson',
        url: 'https://callcraft.example/api/voice-tools/c-9/transfer_to_human',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-callcraft-tool-signature': 'ab'.repeat(32) },
        body: { reason: '{{input.reason}}' },
        input_schema: expect.objectContaining({ type: 'object', properties: { reason: 'string' } }),
      }),
    ]);
    const reserved = /input|speak|transfer|switch|wait|finish|press|button|say|pause|record|play|dial|hang/i;
    expect((sent.tools as Array<{ name: string }>).some((t) => reserved.test(t.name))).toBe(false);
  });

  it('reads call details until Bland says completed, mapping minutes to seconds', async () => {
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550124',
      task: 'You are Ava.',
      record: true,
      metadata: { callId: 'c-2' },
    });
    const first = await voice.getCall(providerCallId);
    expect(first).toMatchObject({ state: 'queued', completed: false, transcript: null });
    const seen = new Set<string>([first.state]);
    const done = await waitFor(async () => {
      const d = await voice.getCall(providerCallId);
      seen.add(d.state);
      return d.completed ? d : null;
    });
    expect(seen).toContain('in-progress');
    expect(done).toMatchObject({
      providerCallId,
      state: 'completed',
      durationSeconds: 45,
      answeredBy: 'human',
      price: 0.068,
      metadata: { callId: 'c-2' },
      errorMessage: null,
    });
    expect(done.transcript).toContain('assistant: Hi!');
    expect(done.transcripts.map((t) => t.user)).toEqual(['user', 'assistant', 'user']);
    expect(done.recordingUrl).toMatch(/\.mp3$/);
    expect(done.summary).toBeTruthy();
  });

  it('asks for machine detection and leaves the voicemail message: answered_by "voicemail" (issue 26)', async () => {
    fake.setOutcome('+12125550141', 'voicemail');
    const message = 'Hi Dana, this is Ava from Acme about Dana Dental. I will try you again tomorrow.';
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550141',
      task: 'You are Ava.',
      voicemail: { action: 'leave_message', message },
    });
    expect(fake.calls.get(providerCallId)?.request).toMatchObject({
      answered_by_enabled: true,
      voicemail: { action: 'leave_message', message },
    });
    const done = await waitFor(async () => {
      const d = await voice.getCall(providerCallId);
      return d.completed ? d : null;
    });
    expect(done).toMatchObject({ state: 'completed', answeredBy: 'voicemail', endReason: 'voicemail' });
    expect(done.transcripts.at(-1)).toEqual({ user: 'assistant', text: message });
  });

  it('sends voicemail action "hangup" without a message; the fake refuses a leave_message without one', async () => {
    fake.setOutcome('+12125550142', 'voicemail');
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550142',
      task: 'x',
      voicemail: { action: 'hangup', message: '' },
    });
    expect(fake.calls.get(providerCallId)?.request.voicemail).toEqual({ action: 'hangup' });
    const done = await waitFor(async () => {
      const d = await voice.getCall(providerCallId);
      return d.completed ? d : null;
    });
    expect(done).toMatchObject({ answeredBy: 'voicemail', endReason: 'voicemail' });
    expect(done.transcripts.map((t) => t.user)).toEqual(['user']);
    const refused = await voice
      .sendCall({ phoneNumber: '+12125550143', task: 'x', voicemail: { action: 'leave_message', message: ' ' } })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(String(refused.message)).toMatch(/voicemail\.message is required/);
  });

  it('maps a call_error queue status to a failed call', async () => {
    fake.setOutcome('+12125550125', 'call_error');
    const { providerCallId } = await voice.sendCall({ phoneNumber: '+12125550125', task: 'x' });
    const done = await waitFor(async () => {
      const d = await voice.getCall(providerCallId);
      return d.completed ? d : null;
    });
    expect(done).toMatchObject({ state: 'failed', errorMessage: 'Carrier rejected the call' });
  });

  it('asks for a webhook only when a webhook secret is configured (otherwise the poll collects results)', async () => {
    const unsigned = createBlandVoice({ apiKey: fake.apiKey, baseUrl: fake.baseUrl });
    const { providerCallId } = await unsigned.sendCall({
      phoneNumber: '+12125550127',
      task: 'You are Ava.',
      webhookUrl: receiverUrl,
    });
    const placed = fake.calls.get(providerCallId);
    expect(placed?.request).not.toHaveProperty('webhook');
  });

  it('accepts the signed post-call webhook and rejects a forged one', async () => {
    const { providerCallId } = await voice.sendCall({
      phoneNumber: '+12125550126',
      task: 'You are Ava.',
      webhookUrl: receiverUrl,
    });
    const delivered = await waitFor(async () => received.find((r) => r.details?.providerCallId === providerCallId));
    expect(delivered.status).toBe(200);
    expect(delivered.details).toMatchObject({ state: 'completed', completed: true, durationSeconds: 45 });

    const raw = JSON.stringify(fake.callObject(providerCallId));
    const good = fake.sign(raw);
    expect(voice.verifyWebhook(Buffer.from(raw), { 'x-webhook-signature': good })?.providerCallId).toBe(providerCallId);
    // Same signature over altered bytes, a signature made with another secret, no signature.
    expect(
      voice.verifyWebhook(Buffer.from(raw.replace('"completed":true', '"completed":false')), {
        'x-webhook-signature': good,
      }),
    ).toBeNull();
    const other = createBlandVoice({ apiKey: 'k', baseUrl: fake.baseUrl, webhookSecret: 'another-secret' });
    expect(other.verifyWebhook(Buffer.from(raw), { 'x-webhook-signature': good })).toBeNull();
    expect(voice.verifyWebhook(Buffer.from(raw), {})).toBeNull();
    expect(voice.verifyWebhook(Buffer.from(raw), { 'x-webhook-signature': 'abc' })).toBeNull();
    // Without a configured secret nothing can be trusted.
    const noSecret = createBlandVoice({ apiKey: 'k', baseUrl: fake.baseUrl });
    expect(noSecret.verifyWebhook(Buffer.from(raw), { 'x-webhook-signature': good })).toBeNull();
  });

  it('lists voices', async () => {
    const voices = await voice.listVoices();
    expect(voices).toContainEqual({ id: '2f9fdbc7-4bf2-4792-8a18-21ce3c93978f', name: 'maya', gender: 'female' });
    expect(voices.find((v) => v.name === 'mason')?.gender).toBe('male');
  });

  it('the fake takes Bearer keys too and refuses a wrong key with 401', async () => {
    const ok = await fetch(`${fake.baseUrl}/v1/voices`, { headers: { authorization: `Bearer ${fake.apiKey}` } });
    expect(ok.status).toBe(200);
    const bad = await fetch(`${fake.baseUrl}/v1/voices`, { headers: { authorization: 'wrong' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ status: 'error', message: 'Invalid API key' });
  });

  it('surfaces a 401 as a provider error naming Bland', async () => {
    const wrong = createBlandVoice({ apiKey: 'wrong-key', baseUrl: fake.baseUrl });
    const err = await wrong.sendCall({ phoneNumber: '+12125550127', task: 'x' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR', message: 'Bland AI answered 401: Invalid API key' });
  });

  it('surfaces a 429 as RATE_LIMITED', async () => {
    fake.rateLimited = true;
    try {
      const err = await voice.sendCall({ phoneNumber: '+12125550128', task: 'x' }).catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe('RATE_LIMITED');
      expect(err.status).toBe(429);
      const err2 = await voice.getCall('anything').catch((e) => e);
      expect(err2.code).toBe('RATE_LIMITED');
    } finally {
      fake.rateLimited = false;
    }
  });

  it("surfaces Bland's concurrency-limit refusal as RATE_LIMITED marked concurrencyLimit", async () => {
    fake.concurrencyLimit = 1;
    try {
      await voice.sendCall({ phoneNumber: '+12125550131', task: 'x' });
      const err = await voice.sendCall({ phoneNumber: '+12125550132', task: 'x' }).catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'RATE_LIMITED', details: { concurrencyLimit: true } });
    } finally {
      fake.concurrencyLimit = null;
    }
  });

  it('maps end reasons: voicemail, no-answer, busy, completed', () => {
    expect(mapBlandCall({ call_id: 'x', completed: true, answered_by: 'voicemail' }).endReason).toBe('voicemail');
    expect(
      mapBlandCall({ call_id: 'x', completed: true, status: 'no-answer', answered_by: 'no-answer' }).endReason,
    ).toBe('no-answer');
    expect(mapBlandCall({ call_id: 'x', completed: true, status: 'busy' }).endReason).toBe('busy');
    expect(mapBlandCall({ call_id: 'x', completed: true, answered_by: 'human' }).endReason).toBe('completed');
    expect(mapBlandCall({ call_id: 'x', queue_status: 'started', completed: false }).endReason).toBeNull();
  });

  it("keeps the call's own end time (end_at), and none when Bland gives none or an unreadable one", () => {
    const at = '2026-11-29T04:42:23.305Z';
    expect(mapBlandCall({ call_id: 'x', completed: true, end_at: at }).endedAt).toEqual(new Date(at));
    expect(mapBlandCall({ call_id: 'x', completed: true }).endedAt).toBeNull();
    expect(mapBlandCall({ call_id: 'x', completed: true, end_at: 'soon' }).endedAt).toBeNull();
  });

  it('an unreachable Bland is PROVIDER_UNAVAILABLE', async () => {
    const down = createBlandVoice({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(down.getCall('x')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
