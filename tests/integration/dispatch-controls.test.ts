import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, campaigns, dispatchRuns, doNotCall, sandboxCalls } from '../../src/server/db/schema';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, leadStatuses, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Test mode against the real server, jobs and the database-backed Sandbox: test mode changes
// nothing real; Pause / Resume / Stop govern dialling; a second Dispatch says what it did.

const PASSWORD = 'controls-test-password';
const hour = new Date().getUTCHours();
const OPEN_ZONE = hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('dispatch controls and test mode', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '150',
        DISPATCH_RETRIES: '1',
        DISPATCH_RETRY_DELAY_MINUTES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  const db = () => server.ctx.db;
  const post = (path: string, json: unknown = {}) => send(server, jar, path, { method: 'POST', json });
  const get = async (path: string) => (await send(server, jar, path)).json();
  const ready = async (name: string, n: number, from: number, draft = false) => {
    const made = await insertReadyCampaign(
      db(),
      name,
      Array.from({ length: n }, (_, i) => ({ phoneE164: testPhone(from + i), timezone: OPEN_ZONE })),
    );
    if (draft) await db().update(campaigns).set({ status: 'draft' }).where(eq(campaigns.id, made.campaignId));
    return made;
  };
  const dials = async (phones: string[]) =>
    db()
      .select({ phone: sandboxCalls.phoneNumber, at: sandboxCalls.createdAt })
      .from(sandboxCalls)
      .where(inArray(sandboxCalls.phoneNumber, phones));
  const campaignStatus = async (id: string) =>
    (await db().select({ s: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0].s;

  it('a test run changes nothing real: no do-not-call entry, leads pending with no attempt, campaign as it was, nothing in the Dev Queue or analytics; its results are listed and clearable; a live run then calls every lead', async () => {
    // Include callees who will say "don't call me again", who would otherwise join the list.
    const phones: string[] = [];
    for (let i = 4000; phones.length < 10; i++)
      if (
        phones.length < 3
          ? sandboxOutcome(testPhone(i)) === 'do-not-call'
          : sandboxOutcome(testPhone(i)) !== 'no-answer'
      )
        phones.push(testPhone(i));
    const made = await insertReadyCampaign(
      db(),
      'Test mode',
      phones.map((p) => ({ phoneE164: p, timezone: OPEN_ZONE })),
    );
    const { campaignId, leadIds } = made;
    await db().update(campaigns).set({ status: 'draft' }).where(eq(campaigns.id, campaignId));
    const analyticsBefore = await get('/api/admin/analytics');

    const res = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 5,
      delayBetweenCalls: 1000,
      testMode: true,
    });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({
      testMode: true,
      alreadyRunning: false,
      message: expect.stringMatching(/^Dispatch started \(test, batch 5, delay 1000 ms\)/),
    });
    expect((await readJobEvents(await send(server, jar, `/api/jobs/${body.jobId}/events`))).at(-1)).toMatchObject({
      state: 'completed',
    });

    const attempts = await db().select().from(calls).where(eq(calls.campaignId, campaignId));
    expect(attempts).toHaveLength(10);
    expect(
      attempts.every(
        (c) =>
          c.purpose === 'campaign-test' &&
          c.attempt === null &&
          c.provider === 'sandbox' &&
          (c.status === 'completed' || c.status === 'failed'),
      ),
    ).toBe(true);
    expect(attempts.filter((c) => /do not call me again/.test(c.transcript ?? '')).length).toBeGreaterThanOrEqual(3);
    const [{ n: listed }] = await db()
      .select({ n: count() })
      .from(doNotCall)
      .where(inArray(doNotCall.phoneE164, phones));
    expect(listed).toBe(0);
    const st = await leadStatuses(db(), leadIds);
    expect(
      st.every((s) => s.callStatus === 'pending' && s.attempts === 0 && s.endReason === null && s.transcript === null),
    ).toBe(true);
    expect(await campaignStatus(campaignId)).toBe('draft');
    const [run] = await db().select().from(dispatchRuns).where(eq(dispatchRuns.campaignId, campaignId));
    expect(run).toMatchObject({ status: 'finished', testMode: true });
    const queue = await get('/api/admin/developer-queue');
    expect(JSON.stringify(queue)).not.toContain(campaignId);
    expect(await (await post(`/api/admin/campaigns/${campaignId}/process-successful-calls`)).json()).toMatchObject({
      bookingsCreated: 0,
      qualified: 0,
    });
    expect(await get('/api/admin/analytics')).toEqual(analyticsBefore);
    const card = (await get('/api/admin/campaigns')).find((c: { id: string }) => c.id === campaignId);
    expect(card).toMatchObject({ status: 'draft', processedLeads: 0, successfulCalls: 0, failedCalls: 0 });

    // Visible as test results, then cleared.
    const tests = await get(`/api/admin/campaigns/${campaignId}/test-calls`);
    expect(tests.total).toBe(10);
    expect(tests.items[0]).toMatchObject({ runId: run.id, status: expect.stringMatching(/completed|failed/) });
    expect(await (await post(`/api/admin/campaigns/${campaignId}/test-calls/clear`)).json()).toEqual({ cleared: 10 });
    expect((await get(`/api/admin/campaigns/${campaignId}/test-calls`)).total).toBe(0);

    // A live run afterwards calls every lead (and starts the draft campaign).
    const live = await (
      await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        batchSize: 10,
        delayBetweenCalls: 1000,
        testMode: false,
      })
    ).json();
    expect(live).toMatchObject({ now: 10, testMode: false });
    expect(await campaignStatus(campaignId)).not.toBe('draft');
    await readJobEvents(await send(server, jar, `/api/jobs/${live.jobId}/events`));
    expect((await leadStatuses(db(), leadIds)).every((s) => s.callStatus === 'completed' && s.attempts >= 1)).toBe(
      true,
    );
    expect(await campaignStatus(campaignId)).toBe('completed');
    const [{ n: nowListed }] = await db()
      .select({ n: count() })
      .from(doNotCall)
      .where(inArray(doNotCall.phoneE164, phones));
    expect(nowListed).toBeGreaterThanOrEqual(3);
  });

  it('a second Dispatch with other settings is refused naming the open run; the same settings answer it and say so', async () => {
    const { campaignId } = await ready('Second click', 6, 4100);
    const first = await (
      await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        batchSize: 1,
        delayBetweenCalls: 5000,
        testMode: false,
      })
    ).json();
    const other = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 25,
      delayBetweenCalls: 2000,
      testMode: true,
    });
    expect(other.status).toBe(409);
    expect((await other.json()).error).toBe(
      'A live dispatch is already running for this campaign (live, batch 1, delay 5000 ms). Its settings were not changed: Pause or Stop it to dispatch with other settings.',
    );
    const same = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 1,
      delayBetweenCalls: 5000,
      testMode: false,
    });
    expect(same.status).toBe(202);
    expect(await same.json()).toMatchObject({
      jobId: first.jobId,
      alreadyRunning: true,
      message: expect.stringMatching(/already running with these settings \(live, batch 1, delay 5000 ms\)/),
    });
    const [run] = await db().select().from(dispatchRuns).where(eq(dispatchRuns.campaignId, campaignId));
    expect(run).toMatchObject({ batchSize: 1, delayMs: 5000, testMode: false });
    expect((await post(`/api/admin/campaigns/${campaignId}/dispatch-run/stop`)).status).toBe(200);
  });

  it('Pause: no dial starts after it commits, calls ringing finish; Resume continues the same run and every lead is called once', async () => {
    const { campaignId, leadIds } = await ready('Pause', 10, 4200, true);
    const phones = leadIds.map((_, i) => testPhone(4200 + i));
    const body = await (
      await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        batchSize: 2,
        delayBetweenCalls: 2000,
        testMode: false,
      })
    ).json();
    expect(await campaignStatus(campaignId)).toBe('active'); // dispatching a draft starts it
    while ((await dials(phones)).length < 2) await sleep(100);
    const paused = await (await post(`/api/admin/campaigns/${campaignId}/dispatch-run/pause`)).json();
    expect(paused.run).toMatchObject({ id: body.runId, status: 'paused' });
    expect(await campaignStatus(campaignId)).toBe('paused');
    const pausedAt = new Date(paused.run.pausedAt).getTime();
    await sleep(4500); // two more batches' worth of delay
    const during = await dials(phones);
    expect(during.length).toBeLessThan(10);
    expect(Math.max(...during.map((d) => d.at.getTime()))).toBeLessThanOrEqual(pausedAt + 1000);
    // Calls already ringing finished and were recorded.
    const open = await db()
      .select({ n: count() })
      .from(calls)
      .where(and(eq(calls.campaignId, campaignId), inArray(calls.status, ['queued', 'in-progress'])));
    expect(open[0].n).toBe(0);
    // A second Dispatch while paused is refused, naming the paused run.
    const again = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 2,
      delayBetweenCalls: 2000,
      testMode: false,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/already paused .*Resume it, or Stop it/);

    const resumed = await (await post(`/api/admin/campaigns/${campaignId}/dispatch-run/resume`)).json();
    expect(resumed.run).toMatchObject({ id: body.runId, status: 'running' });
    expect(await campaignStatus(campaignId)).toBe('active');
    await readJobEvents(await send(server, jar, `/api/jobs/${resumed.run.jobId}/events`));
    for (
      let i = 0;
      i < 100 && (await get(`/api/admin/campaigns/${campaignId}/dispatch-run`)).run.status !== 'finished';
      i++
    )
      await sleep(200);
    const all = await dials(phones);
    const voicemailOrNoAnswer = phones.filter((p) => ['voicemail', 'no-answer'].includes(sandboxOutcome(p)));
    expect(all.length).toBe(10 + voicemailOrNoAnswer.length); // one retry each for those (DISPATCH_RETRIES=1)
    expect(new Set(all.map((d) => d.phone)).size).toBe(10);
    expect((await get(`/api/admin/campaigns/${campaignId}/dispatch-run`)).run).toMatchObject({
      id: body.runId,
      status: 'finished',
    });
    expect(await campaignStatus(campaignId)).toBe('completed');
  });

  it('Stop ends the run and leaves the undialled leads pending; a new Dispatch calls them', async () => {
    const { campaignId, leadIds } = await ready('Stop', 8, 4300);
    const phones = leadIds.map((_, i) => testPhone(4300 + i));
    await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 2,
      delayBetweenCalls: 3000,
      testMode: false,
    });
    while ((await dials(phones)).length < 2) await sleep(100);
    const stopped = await (await post(`/api/admin/campaigns/${campaignId}/dispatch-run/stop`)).json();
    expect(stopped.run).toMatchObject({ status: 'stopped', endedAt: expect.any(String) });
    expect(await campaignStatus(campaignId)).toBe('stopped');
    await sleep(3500);
    const dialled = new Set((await dials(phones)).map((d) => d.phone));
    expect(dialled.size).toBeLessThan(8);
    const st = await leadStatuses(db(), leadIds);
    const undialled = leadIds.filter((_, i) => !dialled.has(phones[i]));
    expect(undialled.length).toBeGreaterThan(0);
    expect(
      st.filter((s) => undialled.includes(s.id)).every((s) => s.callStatus === 'pending' && s.attempts === 0),
    ).toBe(true);
    // Resume and Pause have nothing to act on now.
    expect((await post(`/api/admin/campaigns/${campaignId}/dispatch-run/resume`)).status).toBe(409);

    const next = await (
      await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        batchSize: 8,
        delayBetweenCalls: 1000,
        testMode: false,
      })
    ).json();
    expect(next.runId).not.toBe(stopped.run.id);
    await readJobEvents(await send(server, jar, `/api/jobs/${next.jobId}/events`));
    expect(new Set((await dials(phones)).map((d) => d.phone)).size).toBe(8);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(distinct ${calls.leadId})::int` })
      .from(calls)
      .where(eq(calls.campaignId, campaignId));
    expect(n).toBe(8);
  });

  it('the campaign card’s Pause governs the run too, and a test run never changes the campaign status', async () => {
    const { campaignId } = await ready('Card pause', 4, 4400);
    await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 1,
      delayBetweenCalls: 5000,
      testMode: false,
    });
    const patched = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { status: 'paused' },
    });
    expect(await patched.json()).toMatchObject({ status: 'paused' });
    expect((await get(`/api/admin/campaigns/${campaignId}/dispatch-run`)).run.status).toBe('paused');
    await send(server, jar, `/api/admin/campaigns/${campaignId}`, { method: 'PATCH', json: { status: 'active' } });
    expect((await get(`/api/admin/campaigns/${campaignId}/dispatch-run`)).run.status).toBe('running');
    await post(`/api/admin/campaigns/${campaignId}/dispatch-run/stop`);
    expect(await campaignStatus(campaignId)).toBe('stopped');
    // A test run on the stopped campaign leaves it stopped; clearing is refused while it is open.
    await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 1,
      delayBetweenCalls: 5000,
      testMode: true,
    });
    expect((await post(`/api/admin/campaigns/${campaignId}/test-calls/clear`)).status).toBe(409);
    await post(`/api/admin/campaigns/${campaignId}/dispatch-run/pause`);
    expect(await campaignStatus(campaignId)).toBe('stopped');
    await post(`/api/admin/campaigns/${campaignId}/dispatch-run/stop`);
    expect(await campaignStatus(campaignId)).toBe('stopped');
  });
});
