import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CALL_CONSENT_TEXT } from '../../src/common/wizard/options';
import { analyticsEvents, calls, voiceAgentTrials } from '../../src/server/db/schema';
import { getAgentConfig } from '../../src/server/features/agents/get-agent-config';
import { listTrials } from '../../src/server/features/trials/list-trials';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  freshIp,
  freshPhone,
  launch,
  sampleConfig,
  saveConfig,
  verifyPhone,
  waitFor,
  wizardVisitor,
} from '../support/wizard';

// The wizard's launch through real HTTP with the sandbox voice (short simulated calls).

const PASSWORD = 'launch-admin-pw';

describe('save config → trial → launch (sandbox voice)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1', ADMIN_PASSWORD: PASSWORD },
      // Long enough that the trial is still "launched" when the test reads it on a busy machine.
      providers: { voice: createSandboxVoice({ queuedMs: 300, talkMs: 4000 }) },
    });
  });
  afterAll(() => server?.close());

  const trial = async (id: string) =>
    (await server.ctx.db.select().from(voiceAgentTrials).where(eq(voiceAgentTrials.id, id)))[0];
  const call = async (id: string) => (await server.ctx.db.select().from(calls).where(eq(calls.id, id)))[0];

  it('saves a configuration with the phone number as E.164', async () => {
    const res = await server.request('/api/save-agent-config', {
      method: 'POST',
      json: { ...sampleConfig(), phoneNumber: '(212) 555-0100' },
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const saved = await getAgentConfig(server.ctx, id);
    expect(saved).toMatchObject({
      id,
      industry: 'real-estate',
      name: 'Jordan',
      toneBooster: ['Warm', 'Confident'],
      phoneNumber: '+12125550100',
    });
  });

  it('refuses to save a configuration with a bad phone number', async () => {
    const res = await server.request('/api/save-agent-config', {
      method: 'POST',
      json: { ...sampleConfig(), phoneNumber: '555-12' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Please enter a valid phone number with at least 10 digits');
  });

  it('launches: the verified trial becomes launched, then completed with a transcript from the prompt', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    // The Verify step: the number is proved by the Sandbox code, then the trial is recorded.
    const { who, verified: proved } = wizardVisitor(server);
    await verifyPhone(who, phone);
    proved.add(phone);
    const verified = await who.request('/api/voice-agent-trials', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest-wizard' },
      json: { phoneNumber: phone, agentConfig: sampleConfig(), callStatus: 'verified' },
    });
    expect(verified.status).toBe(200);
    const { id: trialId } = await verified.json();
    expect(await trial(trialId)).toMatchObject({
      callStatus: 'verified',
      phoneNumber: `+1${phone}`,
      userAgent: 'vitest-wizard',
      ipAddress: ip,
    });

    const agentId = await saveConfig(server);
    const res = await launch(server, agentId, phone, ip);
    expect(res.status).toBe(200);
    const body = await res.json();
    // The trial from the Verify step is the one launched, not a second row.
    expect(body).toEqual({ success: true, agentId, trialId, callId: expect.any(String), mode: 'sandbox' });

    const launched = await trial(trialId);
    expect(launched).toMatchObject({
      callStatus: 'launched',
      callId: body.callId,
      agentConfigId: agentId,
      consentText: CALL_CONSENT_TEXT,
      ipAddress: ip,
    });
    expect(launched.blandCallId).toMatch(/^sandbox-/);
    expect(launched.consentedAt).toBeInstanceOf(Date);

    const done = await waitFor(
      async () => {
        const t = await trial(trialId);
        return t.callStatus === 'completed' ? t : null;
      },
      15_000,
      'trial completed',
    );
    expect(done.completedAt).toBeInstanceOf(Date);
    const c = await call(body.callId);
    expect(c).toMatchObject({
      purpose: 'trial',
      provider: 'sandbox',
      status: 'completed',
      answeredBy: 'human',
      recordingUrl: null,
      trialId,
      phoneNumber: `+1${phone}`,
      voice: 'maya',
    });
    expect(c.durationSeconds).toBeGreaterThan(0);
    expect(c.transcript).toContain('Sandbox simulation');
    expect(c.transcript).toContain('Hi, this is Jordan calling.');
    expect(c.transcript).toContain('real estate');
    // No saved prompt, so the prompts feature wrote one for this agent.
    expect(c.prompt).toContain('Jordan');
    expect(c.prompt.length).toBeLessThanOrEqual(2000);

    const launchedEvents = await server.ctx.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'call_launched'));
    expect(launchedEvents.map((e) => e.props)).toContainEqual({
      trialId,
      callId: body.callId,
      mode: 'sandbox',
      industry: 'real-estate',
    });

    const listed = (await listTrials(server.ctx)).find((t) => t.id === trialId);
    expect(listed).toMatchObject({
      callStatus: 'completed',
      callMode: 'sandbox',
      transcript: c.transcript,
      durationSeconds: c.durationSeconds,
    });
    // The Voice Trials details dialog shows the consent the visitor gave at launch.
    expect(listed).toMatchObject({ consentText: CALL_CONSENT_TEXT, consentedAt: launched.consentedAt?.toISOString() });
  });

  it('uses the saved (edited) prompt, cut to 2,000 characters, and creates a trial when none was verified', async () => {
    const edited = `You are Jordan. ${'Talk about listings and open houses. '.repeat(80)}`;
    const agentId = await saveConfig(server, { generatedPrompt: edited });
    const res = await launch(server, agentId, freshPhone(), freshIp());
    expect(res.status).toBe(200);
    const { callId, trialId } = await res.json();
    const c = await call(callId);
    expect(c.prompt.length).toBeLessThanOrEqual(2000);
    expect(c.prompt.length).toBeGreaterThan(1900);
    expect(edited.startsWith(c.prompt)).toBe(true);
    expect(await trial(trialId)).toMatchObject({ callStatus: 'launched', agentConfigId: agentId });
  });

  it('refuses an invalid phone number with the spec message', async () => {
    const agentId = await saveConfig(server);
    const res = await launch(server, agentId, '555-1234', freshIp());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Please enter a valid phone number with at least 10 digits');
  });

  it('answers a clear 404 for an unknown configuration id', async () => {
    const res = await launch(server, '00000000-0000-4000-8000-000000000000', freshPhone(), freshIp());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Agent configuration not found. Please save your agent again before launching.',
    });
  });

  it('requires consent', async () => {
    const agentId = await saveConfig(server);
    const res = await server.request('/api/launch-agent', {
      method: 'POST',
      json: { phoneNumber: freshPhone(), agentConfig: { ...sampleConfig(), id: agentId } },
    });
    expect(res.status).toBe(400);
  });

  it('lists trials for admins only, with the call outcome', async () => {
    expect((await send(server, new CookieJar(), '/api/admin/voice-agent-trials')).status).toBe(401);
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await send(server, jar, '/api/admin/voice-agent-trials');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    const completed = list.find((t: { callStatus: string }) => t.callStatus === 'completed');
    expect(completed).toMatchObject({
      agentConfig: { industry: 'real-estate', name: 'Jordan' },
      userAgent: 'vitest-wizard',
      callMode: 'sandbox',
    });
    expect(completed.transcript).toContain('Jordan');
    expect(Date.parse(completed.completedAt)).toBeGreaterThanOrEqual(Date.parse(completed.createdAt));
    // Newest first
    expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[list.length - 1].createdAt));
  });
});

describe('launch with an extension, as a new visitor types it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      // The UK number below is texted a code too: the default allows only the product's region.
      env: { TRUST_PROXY: '1', PHONE_CODE_COUNTRIES: 'US,GB' },
      providers: { voice: createSandboxVoice({ queuedMs: 300, talkMs: 500 }) },
    });
  });
  afterAll(() => server?.close());

  it('"(212) 555-0123 ext 45" dials +12125550123 and keeps the extension on the trial', async () => {
    const agentId = await saveConfig(server);
    const res = await launch(server, agentId, '(212) 555-0123 ext 45', freshIp());
    expect(res.status).toBe(200);
    const { trialId, callId } = await res.json();
    const [t] = await server.ctx.db.select().from(voiceAgentTrials).where(eq(voiceAgentTrials.id, trialId));
    expect(t).toMatchObject({ phoneNumber: '+12125550123', phoneExtension: '45', callStatus: 'launched' });
    const [c] = await server.ctx.db.select().from(calls).where(eq(calls.id, callId));
    expect(c.phoneNumber).toBe('+12125550123');
    expect((await listTrials(server.ctx)).find((x) => x.id === trialId)).toMatchObject({
      phoneNumber: '+12125550123',
      phoneExtension: '45',
    });
  });

  it('refuses a UK number typed without +44 with the real reason, and dials it with +44', async () => {
    const agentId = await saveConfig(server);
    const refused = await launch(server, agentId, '020 7946 0958', freshIp());
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/too many digits for United States \(\+1\)/);
    const ok = await launch(server, agentId, '+44 20 7946 0958', freshIp());
    expect(ok.status).toBe(200);
    const [c] = await server.ctx.db
      .select()
      .from(calls)
      .where(eq(calls.id, (await ok.json()).callId));
    expect(c.phoneNumber).toBe('+442079460958');
  });
});
