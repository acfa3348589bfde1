import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { calls, voiceAgentTrials, webhookEvents } from '../../src/server/db/schema';
import { createBlandVoice } from '../../src/server/providers/voice/bland';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { startFakeTwilio, type FakeTwilio } from '../fakes/twilio';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, freshPhone, launch, saveConfig, useTextedCodes, waitFor } from '../support/wizard';

// The launch with the real Bland adapter pointed at the fake Bland server. A real call needs a
// number proved by a real text message: Twilio Verify, pointed at its fake.

let fake: FakeBland;
let twilio: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeBland({ queuedMs: 300, talkMs: 700 });
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await fake?.close();
  await twilio?.close();
});
const twilioEnv = () => ({
  TWILIO_ACCOUNT_SID: twilio.accountSid,
  TWILIO_AUTH_TOKEN: twilio.authToken,
  TWILIO_VERIFY_SERVICE_SID: twilio.serviceSid,
  TWILIO_VERIFY_API_URL: twilio.baseUrl,
});

const rows = (server: TestServer) => ({
  trial: async (id: string) =>
    (await server.ctx.db.select().from(voiceAgentTrials).where(eq(voiceAgentTrials.id, id)))[0],
  call: async (id: string) => (await server.ctx.db.select().from(calls).where(eq(calls.id, id)))[0],
  events: async (providerCallId: string) =>
    server.ctx.db
      .select()
      .from(webhookEvents)
      .where(like(webhookEvents.eventId, `${providerCallId}:%`)),
});

describe('launch through Bland (webhook path)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        BLAND_API_KEY: fake.apiKey,
        BLAND_API_URL: fake.baseUrl,
        BLAND_WEBHOOK_SECRET: fake.webhookSecret,
        ...twilioEnv(),
      },
    });
    useTextedCodes(server, (to) => twilio.lastCode(to));
  });
  afterAll(() => server?.close());

  it('sends the call to Bland and completes the trial from the signed webhook', async () => {
    const { trial, call, events } = rows(server);
    const phone = freshPhone();
    const agentId = await saveConfig(server);
    const res = await launch(server, agentId, phone, freshIp());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, agentId, mode: 'live' });

    const t = await trial(body.trialId);
    const sent = fake.calls.get(t.blandCallId!);
    expect(sent?.request).toMatchObject({
      phone_number: `+1${phone}`,
      voice: 'maya',
      max_duration: 5,
      metadata: { callId: body.callId },
      webhook: `${server.url}/api/webhooks/voice/bland`,
    });
    expect(String(sent?.request.task)).toContain('Jordan');
    expect(t.callStatus).toBe('launched');

    // Polling runs every 15 s here, so completion within a few seconds can only come from the webhook.
    const done = await waitFor(
      async () => ((await trial(body.trialId)).callStatus === 'completed' ? trial(body.trialId) : null),
      10_000,
      'webhook',
    );
    expect(done.completedAt).toBeInstanceOf(Date);
    await waitFor(async () => sent!.webhookDeliveries.length > 0, 5000, 'delivery answered');
    expect(sent?.webhookDeliveries).toEqual([200]);
    const c = await call(body.callId);
    expect(c).toMatchObject({
      provider: 'bland',
      status: 'completed',
      durationSeconds: 45,
      answeredBy: 'human',
      price: '0.0680',
      summary: 'The agent introduced itself and the callee listened.',
    });
    expect(c.transcript).toContain('assistant: Hi!');
    // Trial calls are not recorded: the visitor consented to a call, not to a recording.
    expect(sent?.request.record).toBe(false);
    expect(c.recordingUrl).toBeNull();
    expect(await events(t.blandCallId!)).toHaveLength(1);

    // A replay of the same delivery is recognised and changes nothing.
    const raw = JSON.stringify(fake.callObject(t.blandCallId!));
    const deliverSigned = (path: string, body: string) =>
      server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-signature': fake.sign(body) },
        body,
      });
    const replay = await deliverSigned('/api/webhooks/voice/bland', raw);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true, applied: false });
    // The vendor-named URL of before the per-kind route is gone.
    expect((await deliverSigned('/api/webhooks/bland', raw)).status).toBe(404);
    // A kind that is not configured has no webhook, even with a signature the configured one accepts.
    const other = await deliverSigned('/api/webhooks/voice/sandbox', raw);
    expect(other.status).toBe(404);
    expect((await other.json()).error).toBe('No voice provider "sandbox" is configured');
    expect(await fake.deliverWebhook(t.blandCallId!)).toBe(200);
    expect(await events(t.blandCallId!)).toHaveLength(1);
    expect((await call(body.callId)).updatedAt).toEqual(c.updatedAt);
  });

  it('rejects a forged webhook with 400 and changes nothing', async () => {
    const { trial, call, events } = rows(server);
    const agentId = await saveConfig(server);
    const body = await (await launch(server, agentId, freshPhone(), freshIp())).json();
    const t = await trial(body.trialId);
    // A "completed" report for the still-queued call, signed with the wrong secret.
    const forged = JSON.stringify({
      call_id: t.blandCallId,
      completed: true,
      queue_status: 'complete',
      call_length: 9,
      concatenated_transcript: 'forged',
      metadata: { callId: body.callId },
    });
    const bad = await server.request('/api/webhooks/voice/bland', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-signature': 'ab'.repeat(32) },
      body: forged,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Invalid webhook signature');
    // A genuine signature over other bytes is just as forged.
    const genuine = JSON.stringify(fake.callObject(t.blandCallId!));
    const swapped = await server.request('/api/webhooks/voice/bland', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-signature': fake.sign(genuine) },
      body: forged,
    });
    expect(swapped.status).toBe(400);
    const unsigned = await server.request('/api/webhooks/voice/bland', { method: 'POST', json: JSON.parse(forged) });
    expect(unsigned.status).toBe(400);

    expect((await call(body.callId)).status).toBe('queued');
    expect((await trial(body.trialId)).callStatus).toBe('launched');
    expect(await events(t.blandCallId!)).toHaveLength(0);
  });

  it("passes Bland's 429 on as a 429 and marks the trial failed", async () => {
    const { trial } = rows(server);
    const agentId = await saveConfig(server);
    fake.rateLimited = true;
    try {
      const res = await launch(server, agentId, freshPhone(), freshIp());
      expect(res.status).toBe(429);
      expect((await res.json()).code).toBe('RATE_LIMITED');
    } finally {
      fake.rateLimited = false;
    }
    const [failed] = await server.ctx.db
      .select()
      .from(voiceAgentTrials)
      .where(eq(voiceAgentTrials.agentConfigId, agentId));
    expect(await trial(failed.id)).toMatchObject({ callStatus: 'failed', blandCallId: null });
    expect(failed.notes).toContain('Bland AI answered 429');
  });
});

describe('launch through Bland (polling path, no webhook secret)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No signing secret: no webhook is asked for (it would be refused), so the status poll finishes the trial.
    const voice = createBlandVoice({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, pollIntervalSeconds: 0.3 });
    server = await startTestServer({ env: { TRUST_PROXY: '1', ...twilioEnv() }, providers: { voice } });
    useTextedCodes(server, (to) => twilio.lastCode(to));
  });
  afterAll(() => server?.close());

  it('polls the call until Bland reports it completed', async () => {
    const { trial, call } = rows(server);
    const body = await (await launch(server, await saveConfig(server), freshPhone(), freshIp())).json();
    const done = await waitFor(
      async () => ((await trial(body.trialId)).callStatus === 'completed' ? trial(body.trialId) : null),
      10_000,
      'poll',
    );
    const placed = fake.calls.get(done.blandCallId!)!;
    expect(placed.request).not.toHaveProperty('webhook');
    expect(placed.webhookDeliveries).toEqual([]);
    expect(await call(body.callId)).toMatchObject({ status: 'completed', durationSeconds: 45, answeredBy: 'human' });
  });

  it('a call Bland reports as errored fails the trial', async () => {
    const { trial, call } = rows(server);
    const phone = freshPhone();
    fake.setOutcome(`+1${phone}`, 'call_error');
    const body = await (await launch(server, await saveConfig(server), phone, freshIp())).json();
    const done = await waitFor(
      async () => ((await trial(body.trialId)).callStatus === 'failed' ? trial(body.trialId) : null),
      10_000,
      'failed',
    );
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(await call(body.callId)).toMatchObject({ status: 'failed', errorMessage: 'Carrier rejected the call' });
  });
});
