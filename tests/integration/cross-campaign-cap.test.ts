import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '@common/dispatch/schemas';
import { calls } from '../../src/server/db/schema';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, leadStatuses } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { FAST_SANDBOX_DISPATCH, runningClockFrom } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';

// One number in two active campaigns: the second campaign holds it until a day after the first
// campaign's call (CROSS_CAMPAIGN_CALLS_PER_DAY, default 1). 10:00 in New York on a Tuesday.

const PASSWORD = 'cross-campaign-password';
const T0 = new Date('2026-03-10T14:00:00Z');
const PHONE = '+12122009901';

describe('the cross-campaign cap (one call a day to a number across campaigns)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const clock = runningClockFrom(T0);

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { ADMIN_PASSWORD: PASSWORD, ...FAST_SANDBOX_DISPATCH },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  const dispatch = async (campaignId: string) => {
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 5, delayBetweenCalls: 1000, testMode: false },
    });
    return { status: res.status, body: await res.json() };
  };
  const preview = async (campaignId: string) =>
    (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();

  it('refuses the second call to one number on one day from another campaign, and says until when', async () => {
    const first = await insertReadyCampaign(server.ctx.db, 'Cap first', [{ phoneE164: PHONE }]);
    const second = await insertReadyCampaign(server.ctx.db, 'Cap second', [{ phoneE164: PHONE }]);

    const a = await dispatch(first.campaignId);
    expect(a).toMatchObject({ status: 202, body: { now: 1 } });
    await readJobEvents(await send(server, jar, `/api/jobs/${a.body.jobId}/events`));
    expect((await leadStatuses(server.ctx.db, first.leadIds))[0]).toMatchObject({ callStatus: 'completed' });
    const [placed] = await server.ctx.db
      .select({ createdAt: calls.createdAt })
      .from(calls)
      .where(and(eq(calls.campaignId, first.campaignId), eq(calls.phoneNumber, PHONE)));

    const p = await preview(second.campaignId);
    expect(p.now.count).toBe(0);
    expect(p.later).toMatchObject({ count: 1, reasons: [{ reason: SKIP_REASONS.otherCampaignCap(1), count: 1 }] });
    // Free again 24 hours after the first campaign's call (inside New York's calling hours).
    expect(new Date(p.later.nextAt).getTime()).toBe(placed.createdAt.getTime() + 24 * 60 * 60_000);

    // A live dispatch of the second campaign places nothing for that number today.
    const b = await dispatch(second.campaignId);
    expect(b.body).toMatchObject({ now: 0, later: 1 });
    if (b.status === 202) await readJobEvents(await send(server, jar, `/api/jobs/${b.body.jobId}/events`));
    const rows = await server.ctx.db.select({ id: calls.id }).from(calls).where(eq(calls.phoneNumber, PHONE));
    expect(rows).toHaveLength(1);
    expect((await leadStatuses(server.ctx.db, second.leadIds))[0]).toMatchObject({
      callStatus: 'pending',
      attempts: 0,
    });
  });

  it('warns at import about leads already in another running campaign', async () => {
    await insertReadyCampaign(server.ctx.db, 'Running', [{ phoneE164: '+12122009902' }]);
    const res = await send(server, jar, '/api/admin/campaigns/create', {
      method: 'POST',
      json: {
        name: 'Overlap',
        leads: [
          { email: 'shared@example.com', phoneNumber: '(212) 200-9902' },
          { email: 'fresh@example.com', phoneNumber: '(212) 200-9903' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ leadCount: 2, sharedLeadCount: 1 });
  });
});
