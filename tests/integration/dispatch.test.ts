import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_MSG } from '@common/dispatch/schemas';
import { calls, campaigns, doNotCall, leads, sandboxCalls } from '../../src/server/db/schema';
import type { Clock } from '../../src/server/context';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, leadStatuses, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Campaign dispatch (live runs: without a Bland key the voice provider is the database-backed
// Sandbox) against the real server and jobs. Test mode is dispatch-controls.test.ts's.
// The context clock is 15:00 UTC: 10:00 in New York (inside calling hours), midnight in Tokyo.

const PASSWORD = 'dispatch-test-password';
const T0 = new Date('2026-03-10T15:00:00Z');

describe('campaign dispatch (live, Sandbox provider)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const clock: Clock = { now: () => new Date(T0.getTime() + (Date.now() - started)) };
  const started = Date.now();

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '0',
        CALL_LIMIT_CONCURRENT: '5',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  const post = (path: string, json: unknown = {}) => send(server, jar, path, { method: 'POST', json });
  const callRows = async (campaignId: string) =>
    server.ctx.db.select().from(calls).where(eq(calls.campaignId, campaignId));

  it('places one call per ready lead and every status reaches completed, with the outcome on the lead', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(
      server.ctx.db,
      'Ready',
      Array.from({ length: 12 }, (_, i) => ({ phoneE164: testPhone(i) })),
    );
    const preview = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    expect(preview).toMatchObject({ now: { count: 12 }, later: { count: 0 }, never: { count: 0 } });

    const res = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 4,
      delayBetweenCalls: 1000,
      testMode: false,
    });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ now: 12, later: 0, never: 0, alreadyRunning: false });
    const events = await readJobEvents(await send(server, jar, `/api/jobs/${body.jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed' });
    expect(events.some((e) => e.state === 'active' && e.done > 0 && e.done < 12)).toBe(true);

    const statuses = await leadStatuses(server.ctx.db, leadIds);
    expect(statuses.every((s) => s.callStatus === 'completed' && s.attempts === 1)).toBe(true);
    expect(statuses.some((s) => s.answeredBy === 'human' && /hear more/.test(s.transcript ?? ''))).toBe(true);
    const rows = await callRows(campaignId);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.leadId)).size).toBe(12);
    expect(rows.every((r) => r.provider === 'sandbox' && r.endReason && r.status !== 'queued')).toBe(true);
    const [{ n }] = await server.ctx.db
      .select({ n: count() })
      .from(sandboxCalls)
      .where(sql`${sandboxCalls.phoneNumber} like '+1212200%'`);
    expect(n).toBeGreaterThanOrEqual(12);
    const [c] = await server.ctx.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    expect(c.status).toBe('completed');
  });

  it('a double click and concurrent requests call each lead once', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(
      server.ctx.db,
      'Twice',
      Array.from({ length: 8 }, (_, i) => ({ phoneE164: testPhone(100 + i) })),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
          batchSize: 50,
          delayBetweenCalls: 1000,
          testMode: false,
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(bodies.map((b) => b.jobId)).size).toBe(1);
    await readJobEvents(await send(server, jar, `/api/jobs/${bodies[0].jobId}/events`));
    const rows = await callRows(campaignId);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.leadId)).size).toBe(8);
    expect((await leadStatuses(server.ctx.db, leadIds)).every((s) => s.callStatus === 'completed')).toBe(true);
    // Nothing left: a further dispatch is refused with the spec's alert.
    const again = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, { testMode: false });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(DISPATCH_MSG.noLeadsReady);
  });

  it('never dials a do-not-call number or a lead outside calling hours; a US number without a zone column is placed by its area code', async () => {
    const dnc = testPhone(200);
    expect((await post('/api/admin/do-not-call', { phoneNumber: dnc })).status).toBe(200);
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Guarded', [
      { phoneE164: testPhone(201) },
      { phoneE164: dnc },
      { phoneE164: testPhone(202), timezone: 'Asia/Tokyo' },
      { phoneE164: testPhone(203), timezone: null }, // 212: New York by Google's area-code data
      { phoneE164: '+442071838750', timezone: null },
    ]);
    const preview = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    expect(preview.now.count).toBe(3);
    expect(preview.now.sources).toEqual(expect.arrayContaining([{ reason: 'by area code', count: 2 }]));
    expect(preview.later).toMatchObject({
      count: 1,
      reasons: [{ reason: expect.stringMatching(/Outside calling hours/), count: 1 }],
    });
    expect(preview.never).toMatchObject({ count: 1, reasons: [{ reason: 'On the do-not-call list', count: 1 }] });

    const body = await (
      await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, { delayBetweenCalls: 1000, testMode: false })
    ).json();
    expect(body).toMatchObject({ now: 3, later: 1, never: 1 });
    const last = (await readJobEvents(await send(server, jar, `/api/jobs/${body.jobId}/events`))).at(-1);
    expect(last).toMatchObject({ state: 'completed', result: { later: 1 } });
    // The Tokyo lead waits for 8:00 Tokyo time (23:00 UTC).
    expect(last?.result.waitingUntil).toMatch(/^2026-03-10T23:0/);
    const dialled = (await callRows(campaignId)).map((r) => r.phoneNumber).sort();
    expect(dialled).toEqual([testPhone(201), testPhone(203), '+442071838750'].sort());
    const [{ n }] = await server.ctx.db
      .select({ n: count() })
      .from(sandboxCalls)
      .where(sql`${sandboxCalls.phoneNumber} in (${dnc}, ${testPhone(202)})`);
    expect(n).toBe(0);
    const st = await leadStatuses(server.ctx.db, leadIds);
    expect(st.filter((s) => s.callStatus === 'pending')).toHaveLength(2);

    // The run waits for Tokyo's morning. Once the lead is callable now, Dispatch starts a job at once.
    await server.ctx.db.update(leads).set({ timezone: 'America/New_York' }).where(eq(leads.id, leadIds[2]));
    const again = await (
      await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, { delayBetweenCalls: 1000, testMode: false })
    ).json();
    expect(again).toMatchObject({ now: 1, alreadyRunning: false });
    expect(again.jobId).not.toBe(body.jobId);
    await readJobEvents(await send(server, jar, `/api/jobs/${again.jobId}/events`));
    expect((await callRows(campaignId)).map((r) => r.phoneNumber)).toContain(testPhone(202));
    expect((await leadStatuses(server.ctx.db, [leadIds[2]]))[0].callStatus).toBe('completed');
  });

  it('do-not-call list: CSV import (header skipped, bad lines reported), list, remove', async () => {
    const res = await post('/api/admin/do-not-call/import', {
      csv: 'phone\n+1 212 555 0142\n(212) 555-0143\nnot a number\n+12125550142\n',
    });
    expect(await res.json()).toMatchObject({ added: 2, skipped: 1, errors: [expect.stringMatching(/^Line 4:/)] });
    const list = await (await send(server, jar, '/api/admin/do-not-call')).json();
    expect(list.items.map((i: { phoneE164: string }) => i.phoneE164)).toEqual(
      expect.arrayContaining(['+12125550142', '+12125550143']),
    );
    expect(await (await post('/api/admin/do-not-call/remove', { phoneNumber: '+12125550143' })).json()).toEqual({
      removed: true,
    });
    expect((await post('/api/admin/do-not-call', { phoneNumber: 'abc' })).status).toBe(400);
    const after = await (await send(server, jar, '/api/admin/do-not-call')).json();
    expect(after.items.map((i: { phoneE164: string }) => i.phoneE164)).not.toContain('+12125550143');
  });

  it('a callee who asks not to be called again joins the do-not-call list', async () => {
    const rows = await server.ctx.db
      .select({ p: doNotCall.phoneE164, source: doNotCall.source })
      .from(doNotCall)
      .where(eq(doNotCall.source, 'call'));
    // What the callee said is on the call (the lead keeps no copy of it).
    const asked = await server.ctx.db
      .selectDistinct({ p: leads.phoneE164 })
      .from(calls)
      .innerJoin(leads, eq(leads.id, calls.leadId))
      .where(sql`${calls.purpose} = 'campaign' and ${calls.transcript} like '%do not call me again%'`);
    expect(asked.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.p).sort()).toEqual(asked.map((a) => a.p).sort());
  });

  it('capacity: a dispatch never has more calls open than the concurrent cap, and the endpoint reports the limits', async () => {
    const cap = await (await send(server, jar, '/api/admin/call-capacity')).json();
    expect(cap.limits).toEqual({ daily: 2000, hourly: 1000, concurrent: 5 });
    // Both ends on the provider's timeline (the context clock): a call is open from the moment it
    // was placed with the Sandbox until its own end.
    const all = await server.ctx.db
      .select({ createdAt: sandboxCalls.createdAt, completedAt: calls.completedAt })
      .from(calls)
      .innerJoin(sandboxCalls, eq(sandboxCalls.id, calls.providerCallId));
    expect(all.length).toBeGreaterThan(5);
    // At any call's start, fewer than 5 other calls were open.
    for (const c of all) {
      const open = all.filter(
        (o) => o.createdAt <= c.createdAt && (!o.completedAt || o.completedAt > c.createdAt),
      ).length;
      expect(open).toBeLessThanOrEqual(5);
    }
  });

  it('refuses bad settings with a 400 and stores nothing', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Bad', [{ phoneE164: testPhone(300) }]);
    for (const body of [
      { batchSize: 0 },
      { batchSize: 51 },
      { batchSize: 2.5 },
      { delayBetweenCalls: 999 },
      { delayBetweenCalls: 10_001 },
      { delayBetweenCalls: 'x' },
      { testMode: 'yes' },
    ]) {
      const res = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await callRows(campaignId)).toHaveLength(0);
    // Not a number → the default 25 (spec §9).
    const ok = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, { batchSize: 'abc' });
    expect(ok.status).toBe(202);
    await readJobEvents(await send(server, jar, `/api/jobs/${(await ok.json()).jobId}/events`));
  });

  it('is admin-only', async () => {
    const res = await server.request(`/api/admin/campaigns/00000000-0000-4000-8000-000000000000/dispatch-calls`, {
      method: 'POST',
      json: {},
    });
    expect(res.status).toBe(401);
  });
});
