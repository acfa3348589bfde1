import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITIVE_DISPOSITIONS, successRate } from '@common/outreach/figures';
import type { Clock } from '../../src/server/context';
import { sandboxOutcome } from '../../src/server/providers/voice/sandbox-outcome';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A live Sandbox campaign run to its end: while an unanswered lead waits an hour for its retry the
// run says "waiting for retries until …" (the campaign stays active, no event); once the retry is
// made and nothing is left to dial, the campaign is completed and `campaign.completed` is emitted
// exactly once. The card's figures agree with the results export row for row.

const PASSWORD = 'campaign-end-password';
const T0 = new Date('2026-03-10T15:00:00Z'); // 10:00 in New York: inside calling hours

describe('the end of a campaign run', () => {
  let server: TestServer;
  let jar: CookieJar;
  let shift = 0;
  const started = Date.now();
  const clock: Clock = { now: () => new Date(T0.getTime() + (Date.now() - started) + shift) };
  const sql = (q: string, v: unknown[] = []) => server.ctx.database.sql.query(q, v);

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '1',
        DISPATCH_RETRY_DELAY_MINUTES: '60',
        CALL_LIMIT_CONCURRENT: '5',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    // An endpoint listening for the event, so the outbox writes it at all.
    await sql(
      `insert into webhook_endpoints (url, events, secret) values ('https://hooks.example.com/in', '{campaign.completed}', 'whsec_test')`,
    );
  });
  afterAll(() => server?.close());

  const post = (path: string, json: unknown = {}) => send(server, jar, path, { method: 'POST', json });
  const get = async (path: string) => (await send(server, jar, path)).json();
  const completedEvents = async (campaignId: string) =>
    (await sql(`select key, payload from webhook_outbox where type = 'campaign.completed'`)).rows.filter(
      (r) => (r as { payload: { campaignId: string } }).payload.campaignId === campaignId,
    );
  const dispatch = async (campaignId: string) => {
    const res = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      batchSize: 5,
      delayBetweenCalls: 1000,
      testMode: false,
    });
    expect(res.status).toBe(202);
    const body = await res.json();
    return (await readJobEvents(await send(server, jar, `/api/jobs/${body.jobId}/events`))).at(-1);
  };

  it('waits for retries with a time, then completes once and emits campaign.completed once; figures match the export', async () => {
    // Two callees who answer (one interested, one not), one who never answers (retried an hour
    // later), one answering machine (a voicemail is never a success, whoever hangs up).
    const hashed = Array.from({ length: 400 }, (_, i) => testPhone(5000 + i));
    const interested = hashed.find((p) => sandboxOutcome(p) === 'interested')!;
    const notInterested = hashed.find((p) => sandboxOutcome(p) === 'not-interested')!;
    const phones = [interested, notInterested, '+12125550161', '+12125550181'];
    const { campaignId, leadIds } = await insertReadyCampaign(
      server.ctx.db,
      'Run to the end',
      phones.map((phoneE164) => ({ phoneE164 })),
    );

    // 1. The first pass: everyone is dialled once; the unanswered and the machine wait for a retry.
    const first = await dispatch(campaignId);
    expect(first).toMatchObject({ state: 'completed' });
    const waitingUntil = new Date(first?.result.waitingUntil as string);
    expect(waitingUntil.getTime() - clock.now().getTime()).toBeGreaterThan(55 * 60_000);
    const { run } = await get(`/api/admin/campaigns/${campaignId}/dispatch-run`);
    expect(run).toMatchObject({ status: 'running', campaignStatus: 'active', waiting: { for: 'retries' } });
    expect(new Date(run.waiting.until).getTime()).toBe(waitingUntil.getTime());
    const page = await get(`/api/admin/campaigns/${campaignId}/leads?page=1&pageSize=50`);
    const waiting = page.items.filter((l: { callStatus: string; nextCallAt: string | null }) => l.nextCallAt);
    expect(waiting).toHaveLength(2);
    expect(waiting.every((l: { callStatus: string }) => l.callStatus === 'pending')).toBe(true);
    expect(await completedEvents(campaignId)).toEqual([]);
    // Asking for the calls' status meanwhile completes nothing: retries are still to come.
    expect((await post(`/api/admin/campaigns/${campaignId}/update-call-status`)).status).toBe(200);
    expect((await get(`/api/admin/campaigns/${campaignId}`)).status).toBe('active');

    // 2. An hour later the retries are due; their last attempt leaves nothing to dial.
    shift = 61 * 60_000;
    const second = await dispatch(campaignId);
    expect(second).toMatchObject({ state: 'completed', result: { waitingUntil: null } });
    const card = await get(`/api/admin/campaigns/${campaignId}`);
    expect(card.status).toBe('completed');
    const after = (await get(`/api/admin/campaigns/${campaignId}/dispatch-run`)).run;
    expect(after).toMatchObject({ status: 'finished', campaignStatus: 'completed', waiting: null });
    const events = await completedEvents(campaignId);
    expect(events).toHaveLength(1);
    expect((events[0] as { payload: unknown }).payload).toMatchObject({ campaignId });

    // Asking again (the Refresh Call Status button) emits nothing more.
    expect((await post(`/api/admin/campaigns/${campaignId}/update-call-status`)).status).toBe(200);
    expect(await completedEvents(campaignId)).toHaveLength(1);

    // 3. The card's figures, the Results tab's and the export's rows say the same.
    expect(card).toMatchObject({ totalLeads: 4, processedLeads: 4, successfulCalls: 1 });
    const results = await get(`/api/admin/campaigns/${campaignId}/results?limit=50`);
    expect(results.figures).toEqual({
      totalLeads: 4,
      processed: 4,
      successful: 1,
      failed: 1, // the callee who never answered, twice
      successRate: successRate(1, 4),
    });
    const csv = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/results.csv`)).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(4);
    const header = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      .split(',');
    const at = header.indexOf('disposition');
    const dispositions = rows.map((r) => r.split(',')[at].replace(/"/g, ''));
    expect(dispositions.filter(Boolean)).toHaveLength(card.processedLeads);
    expect(dispositions.filter((d) => (POSITIVE_DISPOSITIONS as readonly string[]).includes(d))).toHaveLength(
      card.successfulCalls,
    );
    expect(dispositions).toContain('voicemail');
    expect(leadIds).toHaveLength(4);
  });
});
