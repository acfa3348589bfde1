import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, campaigns, leads } from '../../src/server/db/schema';
import { openDatabase } from '../../src/server/db/client';
import { placeCall } from '../../src/server/features/calls/place-call';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { databaseSandboxStore } from '../../src/server/providers/voice/sandbox-calls.repo';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { itRaces } from '../support/races';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Call tracking: retries as new attempts, the update-call-status poll, Bland's signed webhook
// writing the lead, voice assignment from Bland's voice list, and the atomic capacity reservation.

const PASSWORD = 'tracking-pw';
const phoneWith = (outcome: string, from = 0) => {
  for (let i = from; ; i++) if (sandboxOutcome(testPhone(i)) === outcome) return testPhone(i);
};
const hour = new Date().getUTCHours();
const OPEN_ZONE = hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';

describe('call tracking (Sandbox voice provider, live run)', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    // Retries after 1 second so the test can watch the second attempt.
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '1',
        DISPATCH_RETRY_DELAY_MINUTES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('a no-answer is retried as a new attempt row, then the lead completes; update-call-status reports the counts', async () => {
    const noAnswer = phoneWith('no-answer');
    const answered = phoneWith('interested');
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Retry', [
      { phoneE164: noAnswer, timezone: OPEN_ZONE },
      { phoneE164: answered, timezone: OPEN_ZONE },
    ]);
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { delayBetweenCalls: 1000, testMode: false },
    });
    const { jobId } = await res.json();
    const events = await readJobEvents(await send(server, jar, `/api/jobs/${jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed' });
    const attempts = await server.ctx.db
      .select({ leadId: calls.leadId, attempt: calls.attempt, endReason: calls.endReason })
      .from(calls)
      .where(eq(calls.campaignId, campaignId));
    expect(attempts.filter((a) => a.leadId === leadIds[0]).sort((a, b) => a.attempt! - b.attempt!)).toEqual([
      { leadId: leadIds[0], attempt: 1, endReason: 'no-answer' },
      { leadId: leadIds[0], attempt: 2, endReason: 'no-answer' },
    ]);
    expect(attempts.filter((a) => a.leadId === leadIds[1])).toEqual([
      { leadId: leadIds[1], attempt: 1, endReason: 'completed' },
    ]);
    // The lead keeps its status and attempt count; what the calls reported is read from the
    // latest attempt (lead details): for the retried lead, attempt 2.
    const [l0] = await server.ctx.db.select().from(leads).where(eq(leads.id, leadIds[0]));
    expect(l0).toMatchObject({ callStatus: 'completed', callAttempts: 2 });
    const details = async (leadId: string) =>
      (await (await send(server, jar, `/api/admin/leads/${leadId}/call-details`)).json()).call;
    const [second] = await server.ctx.db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.leadId, leadIds[0]), eq(calls.attempt, 2)));
    expect(await details(leadIds[0])).toMatchObject({ id: second.id, endReason: 'no-answer', answeredBy: null });
    const d1 = await details(leadIds[1]);
    expect(d1).toMatchObject({ answeredBy: 'human', endReason: 'completed' });
    expect(d1.durationSeconds).toBeGreaterThan(0);
    expect(d1.transcript.some((t: { speaker: string }) => t.speaker === 'callee')).toBe(true);

    const status = await send(server, jar, `/api/admin/campaigns/${campaignId}/update-call-status`, { method: 'POST' });
    expect(await status.json()).toEqual({ completed: 3, inProgress: 0 });
    const [c] = await server.ctx.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    expect(c.status).toBe('completed');
  });

  it('update-call-status polls calls in progress and settles a reserved call whose process died before sending', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Orphan', [
      { phoneE164: phoneWith('interested', 500), timezone: OPEN_ZONE },
    ]);
    // What a process killed between the claim's commit and the provider call leaves behind.
    const callId = crypto.randomUUID();
    await server.ctx.db
      .update(leads)
      .set({ callStatus: 'calling', callAttempts: 1, lastCallId: callId })
      .where(eq(leads.id, leadIds[0]));
    const lead = (await server.ctx.db.select().from(leads).where(eq(leads.id, leadIds[0])))[0];
    await server.ctx.db.insert(calls).values({
      id: callId,
      purpose: 'campaign',
      provider: 'sandbox',
      phoneNumber: lead.phoneE164!,
      prompt: 'You are Ava.',
      status: 'queued',
      leadId: lead.id,
      attempt: 1,
      campaignId,
      createdAt: new Date(Date.now() - 60_000),
      metadata: { maxDurationMinutes: 10 },
    });
    const first = await (
      await send(server, jar, `/api/admin/campaigns/${campaignId}/update-call-status`, { method: 'POST' })
    ).json();
    expect(first).toEqual({ completed: 0, inProgress: 1 });
    // The reconciler sent it (once); the next polls see it finish.
    let last = first;
    for (let i = 0; i < 40 && last.inProgress > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      last = await (
        await send(server, jar, `/api/admin/campaigns/${campaignId}/update-call-status`, { method: 'POST' })
      ).json();
    }
    expect(last).toEqual({ completed: 1, inProgress: 0 });
    // The lead is settled by the call's call.finished handler, a moment after the call ends.
    const status = async () =>
      (await server.ctx.db.select({ callStatus: leads.callStatus }).from(leads).where(eq(leads.id, lead.id)))[0]
        .callStatus;
    for (let i = 0; i < 100 && (await status()) !== 'completed'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe('completed');
  });

  itRaces('concurrent placeCall reservations never pass the concurrent cap', async () => {
    // Its own pool, wide enough that every reservation runs at once (the app's is 5 connections).
    const database = await openDatabase({ databaseUrl: server.testDb.url!, poolMax: 40 });
    try {
      const before = (await (await send(server, jar, '/api/admin/call-capacity')).json()).concurrentCalls;
      // Calls that stay on the line for a minute, so none frees its slot during the test.
      const sandboxVoice = createSandboxVoice({
        store: databaseSandboxStore(database.db),
        queuedMs: 60_000,
        talkMs: 60_000,
      });
      const ctx = {
        ...server.ctx,
        db: database.db,
        providers: { ...server.ctx.providers, sandboxVoice },
        env: { ...server.ctx.env, CALL_LIMIT_CONCURRENT: before + 5 },
      };
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          placeCall(ctx, { purpose: 'test', phoneNumber: testPhone(900 + i), prompt: 'x', testMode: true }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(
        results
          .filter((r) => r.status === 'rejected')
          .every((r) => (r as PromiseRejectedResult).reason.code === 'RATE_LIMITED'),
      ).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('live voice provider (Bland fake): voices and the signed webhook write the lead', () => {
  let fake: FakeBland;
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    fake = await startFakeBland({ queuedMs: 100, talkMs: 200 });
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        BLAND_API_KEY: fake.apiKey,
        BLAND_API_URL: fake.baseUrl,
        BLAND_WEBHOOK_SECRET: fake.webhookSecret,
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("assigns Bland's voices, dials through Bland when test mode is off, and the webhook completes the lead", async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Live', [
      { phoneE164: testPhone(700), timezone: OPEN_ZONE, voiceClone: null },
      { phoneE164: testPhone(701), timezone: OPEN_ZONE, voiceClone: null },
    ]);
    const assigned = await (
      await send(server, jar, `/api/admin/campaigns/${campaignId}/assign-voices`, { method: 'POST' })
    ).json();
    expect(assigned).toEqual({ assignedCount: 2 });
    const voices = await server.ctx.db
      .select({ v: leads.voiceClone })
      .from(leads)
      .where(eq(leads.campaignId, campaignId));
    expect(
      voices.every((x) =>
        ['2f9fdbc7-4bf2-4792-8a18-21ce3c93978f', '7e3a1a6f-2b4c-4b0e-9f5c-0a1b2c3d4e5f'].includes(x.v!),
      ),
    ).toBe(true);
    expect(
      await (await send(server, jar, `/api/admin/campaigns/${campaignId}/assign-voices`, { method: 'POST' })).json(),
    ).toEqual({ assignedCount: 0 });

    // Real phones need a current registry copy and the campaign's consent attestation.
    const today = new Date().toISOString().slice(0, 10);
    await send(server, jar, `/api/admin/do-not-call/registry?kind=full&downloadDate=${today}`, {
      method: 'POST',
      body: '2015550100\n',
      headers: { 'content-type': 'text/plain' },
    });
    const { jobId } = await (
      await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        method: 'POST',
        json: { testMode: false, delayBetweenCalls: 1000, consentAttestation: true },
      })
    ).json();
    await readJobEvents(await send(server, jar, `/api/jobs/${jobId}/events`));
    expect(fake.calls.size).toBe(2);
    for (const c of fake.calls.values())
      expect(c.request.metadata).toMatchObject({ callId: expect.any(String), purpose: 'campaign' });
    // The webhook (signed by the fake) arrived and was applied.
    await expect
      .poll(() => [...fake.calls.values()].every((c) => c.webhookDeliveries.includes(200)), { timeout: 5000 })
      .toBe(true);
    // The lead completes; what Bland reported is on its latest call (the lead keeps no copy).
    const rows = await server.ctx.db
      .select({ id: leads.id, callStatus: leads.callStatus, call: calls })
      .from(leads)
      .innerJoin(calls, eq(calls.id, leads.lastCallId))
      .where(and(eq(leads.campaignId, campaignId)));
    for (const l of rows)
      expect(l).toMatchObject({
        callStatus: 'completed',
        call: { answeredBy: 'human', price: '0.0680', durationSeconds: 45, endReason: 'completed' },
      });
    expect(rows.map((r) => r.id).sort()).toEqual([...leadIds].sort());
  });
});
