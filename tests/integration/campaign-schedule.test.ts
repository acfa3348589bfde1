import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '@common/dispatch/schemas';
import { insertReadyCampaign, leadStatuses, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { FAST_SANDBOX_DISPATCH, runningClockFrom } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';

// A campaign's schedule: a start moment, days and hours of the callee's own clock (inside the
// law's window) and a pace. The clock is set to Tuesday 24 Nov 2026, noon in New York, where the
// test numbers (212) are.

const PASSWORD = 'campaign-schedule-password';
const TUESDAY_NOON_NY = new Date('2026-11-24T17:00:00Z');
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

describe('campaign schedule (injected clock)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const clock = runningClockFrom(TUESDAY_NOON_NY);

  beforeAll(async () => {
    server = await startTestServer({ clock, env: { ADMIN_PASSWORD: PASSWORD, ...FAST_SANDBOX_DISPATCH } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  const patch = (id: string, schedule: unknown) =>
    send(server, jar, `/api/admin/campaigns/${id}`, { method: 'PATCH', json: { schedule } });
  const preview = async (id: string) => (await send(server, jar, `/api/admin/campaigns/${id}/dispatch-preview`)).json();
  const dispatch = (id: string, testMode = false) =>
    send(server, jar, `/api/admin/campaigns/${id}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 10, delayBetweenCalls: 1000, testMode },
    });
  const run = async (id: string) =>
    (await (await send(server, jar, `/api/admin/campaigns/${id}/dispatch-run`)).json()).run;
  async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > end) return v;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const leads = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({ phoneE164: testPhone(from + i) }));

  it('refuses a bad schedule with the message and keeps the saved one', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Bad schedule', leads(1, 1));
    const good = { startAt: null, days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', callsPerDay: 50 };
    expect((await patch(campaignId, good)).status).toBe(200);
    for (const [bad, message] of [
      [{ ...good, end: '08:00' }, 'Calling hours must end after they start'],
      [{ ...good, days: [] }, 'Choose at least one day'],
      [{ ...good, callsPerDay: 0 }, 'Calls per day must be at least 1'],
      [{ ...good, start: '9am' }, 'Use HH:MM (24-hour)'],
      [{ ...good, startAt: 'tomorrow' }, 'Start must be a date and time'],
    ] as const) {
      const res = await patch(campaignId, bad);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await preview(campaignId)).schedule).toMatchObject({ ...good, callsLast24h: 0 });
  });

  it('waits for a start a few seconds ahead, says so, then calls', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Starts soon', leads(2, 10));
    const startAt = new Date(clock.now().getTime() + 4000);
    startAt.setUTCMilliseconds(0);
    const schedule = {
      startAt: startAt.toISOString(),
      days: EVERY_DAY,
      start: '08:00',
      end: '21:00',
      callsPerDay: null,
    };
    expect((await patch(campaignId, schedule)).status).toBe(200);
    const p = await preview(campaignId);
    expect(p.now.count).toBe(0);
    expect(p.later).toMatchObject({
      count: 2,
      reasons: [{ reason: SKIP_REASONS.scheduledStart, count: 2 }],
      nextAt: startAt.toISOString(),
    });
    const res = await dispatch(campaignId);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ now: 0, later: 2 });
    const waiting = await until(
      () => run(campaignId),
      (r) => r?.waiting !== null,
    );
    expect(waiting.waiting).toEqual({ until: startAt.toISOString(), for: 'scheduled start' });
    expect((await leadStatuses(server.ctx.db, leadIds)).map((l) => l.attempts)).toEqual([0, 0]);
    const rows = await until(
      () => leadStatuses(server.ctx.db, leadIds),
      (r) => r.every((l) => l.callStatus === 'completed'),
    );
    expect(rows.map((l) => l.callStatus)).toEqual(['completed', 'completed']);
  });

  it("calls only inside the campaign's hours and days, which narrow the law's window", async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Afternoons', leads(1, 20));
    await patch(campaignId, { startAt: null, days: EVERY_DAY, start: '13:30', end: '15:00', callsPerDay: null });
    const p = await preview(campaignId);
    expect(p.later).toMatchObject({
      count: 1,
      reasons: [{ reason: 'Outside calling hours (13:30–15:00 local time)', count: 1 }],
      nextAt: '2026-11-24T18:30:00.000Z',
    });
    // Weekends only: Saturday 28 Nov at 13:30 in New York.
    await patch(campaignId, { startAt: null, days: [0, 6], start: '13:30', end: '15:00', callsPerDay: null });
    expect((await preview(campaignId)).later.nextAt).toBe('2026-11-28T18:30:00.000Z');
    // Hours the law forbids stay forbidden: 06:00–22:00 asked, 08:00–21:00 applied.
    await patch(campaignId, { startAt: null, days: EVERY_DAY, start: '06:00', end: '22:00', callsPerDay: null });
    expect((await preview(campaignId)).now.count).toBe(1);
  });

  it('paces itself: two calls a day place two, and the rest wait a day', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Two a day', leads(4, 30));
    await patch(campaignId, { startAt: null, days: EVERY_DAY, start: '08:00', end: '21:00', callsPerDay: 2 });
    const before = await preview(campaignId);
    expect(before.now.count).toBe(2);
    expect(before.later.reasons).toEqual([{ reason: SKIP_REASONS.paced(2), count: 2 }]);
    expect((await dispatch(campaignId)).status).toBe(202);
    const r = await until(
      () => run(campaignId),
      (x) => x?.waiting?.for === 'pace',
    );
    expect(r.waiting.for).toBe('pace');
    expect(new Date(r.waiting.until).getTime()).toBeGreaterThan(clock.now().getTime() + 23 * 3600_000);
    const statuses = await leadStatuses(server.ctx.db, leadIds);
    expect(statuses.filter((l) => l.attempts > 0)).toHaveLength(2);
    expect((await preview(campaignId)).schedule).toMatchObject({ callsPerDay: 2, callsLast24h: 2 });
  });

  it('a test run ignores the schedule: it rings no phone', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Test before start', leads(1, 40));
    const startAt = new Date(clock.now().getTime() + 7 * 24 * 3600_000).toISOString();
    await patch(campaignId, { startAt, days: EVERY_DAY, start: '08:00', end: '21:00', callsPerDay: null });
    const res = await dispatch(campaignId, true);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ testMode: true });
    const tests = await until(
      async () => (await send(server, jar, `/api/admin/campaigns/${campaignId}/test-calls`)).json(),
      (t) => t.total === 1,
    );
    expect(tests.total).toBe(1);
  });
});
