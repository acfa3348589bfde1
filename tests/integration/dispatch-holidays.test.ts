import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '@common/dispatch/schemas';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, leadStatuses, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { FAST_SANDBOX_DISPATCH, runningClockFrom } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';

// A state that forbids sales calls on its legal holidays, with the clock set to one: Thanksgiving
// 2026, 10:00 in Salt Lake City (Utah closes), noon in New York (federal law does not).

const PASSWORD = 'dispatch-holiday-password';
const THANKSGIVING = new Date('2026-11-26T17:00:00Z');

describe('dispatch on a legal holiday (injected clock)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const clock = runningClockFrom(THANKSGIVING);

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { ADMIN_PASSWORD: PASSWORD, ...FAST_SANDBOX_DISPATCH },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('holds the Utah lead until Friday 8:00 its time and calls the New York one', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Holiday', [
      { phoneE164: '+18012000001', timezone: 'America/Denver' },
      { phoneE164: testPhone(1) },
    ]);
    const preview = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    expect(preview.now.count).toBe(1);
    expect(preview.later).toMatchObject({
      count: 1,
      reasons: [{ reason: SKIP_REASONS.holiday('Thanksgiving Day'), count: 1 }],
      nextAt: '2026-11-27T15:00:00.000Z',
    });

    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 5, delayBetweenCalls: 1000, testMode: false },
    });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ now: 1, later: 1 });
    await readJobEvents(await send(server, jar, `/api/jobs/${body.jobId}/events`));
    const [utah, newYork] = await leadStatuses(server.ctx.db, leadIds).then((rows) =>
      leadIds.map((id) => rows.find((r) => r.id === id)!),
    );
    expect(utah).toMatchObject({ callStatus: 'pending', attempts: 0 });
    expect(newYork).toMatchObject({ callStatus: 'completed', attempts: 1 });
  });
});
