import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWebhookEvent } from '@common/webhooks/events';
import { callOutcomes, calls, leads } from '../../src/server/db/schema';
import { applyCallDetails } from '../../src/server/features/calls/apply-call-details';
import type { Clock } from '../../src/server/context';
import { seedCalledCampaign, transcriptFor } from '../support/dev-queue-seed';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// Pages only read: a finished call is settled by its call.finished handlers, never by a page view.
// With the handlers stopped, serving Results, the Dev Queue, lead details and the export leaves
// every table they could touch exactly as it was; with them running, a live Sandbox dispatch
// delivers call.completed and lead.qualified while nobody reads a page.

const PASSWORD = 'pages-only-read-pw';
const WATCHED = [
  'calls',
  'call_outcomes',
  'leads',
  'do_not_call',
  'webhook_outbox',
  'webhook_deliveries',
  'bookings',
  'job_progress',
  'meeting_preps',
  'campaign_outcome_settings',
  'pgboss.job',
];

async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of WATCHED) {
    const r = await server.ctx.database.sql.query<{ n: string; h: string }>(
      `select count(*)::text as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${t} x`,
    );
    out[t] = `${r.rows[0].n}:${r.rows[0].h}`;
  }
  return out;
}

describe('with the call.finished handlers stopped, pages change nothing', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('serves Results, lead details, the Dev Queue, qualified leads, meeting prep and the export as pure reads; unread calls show as reading', async () => {
    // Calls finished before anything handled them, and one finished through the real path: its
    // call.finished job is queued and waits (no workers).
    const q = await seedCalledCampaign(server.ctx.db, 'Unread plumbers');
    const lead = q.leadIds['not-interested'];
    const [call] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'sandbox',
        providerCallId: 'unread-1',
        phoneNumber: '+14155550177',
        prompt: 'p',
        status: 'in-progress',
        leadId: lead,
        attempt: 2,
      })
      .returning();
    const lines = transcriptFor('interested', 'x');
    await applyCallDetails(
      server.ctx,
      server.ctx.db,
      call,
      {
        providerCallId: 'unread-1',
        state: 'completed',
        completed: true,
        durationSeconds: 61,
        transcript: null,
        transcripts: lines,
        summary: null,
        recordingUrl: null,
        answeredBy: 'human',
        price: null,
        errorMessage: null,
        metadata: {},
      },
      new Date(),
    );
    const queued = await server.ctx.database.sql.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'call.finished' and data->>'callId' = $1",
      [call.id],
    );
    expect(queued.rows[0].n).toBe(1);

    const before = await snapshot(server);
    const get = async (path: string) => {
      const res = await send(server, jar, path);
      expect(res.status, path).toBe(200);
      return res;
    };
    const results = await (await get(`/api/admin/campaigns/${q.campaignId}/results`)).json();
    expect(results.reading).toBe(6);
    expect(results.rows).toEqual([]);
    const details = await (await get(`/api/admin/leads/${lead}/call-details`)).json();
    expect(details).toMatchObject({ outcome: null, reading: true, call: { id: call.id } });
    await get(`/api/admin/leads/${q.leadIds.interested}/call-details`);
    await get(`/api/admin/developer-queue`);
    await get(`/api/admin/campaigns/${q.campaignId}/qualified-leads`);
    await (await get(`/api/admin/campaigns/${q.campaignId}/results.csv`)).text();
    // No meeting prep is made on a read: the GET answers 404 until the admin asks for one.
    expect((await send(server, jar, `/api/admin/leads/${q.leadIds.interested}/meeting-prep`)).status).toBe(404);
    expect(await snapshot(server)).toEqual(before);
    expect(await server.ctx.db.select().from(callOutcomes)).toEqual([]);
  });
});

describe('with the handlers running, a live Sandbox dispatch sends its events unasked', () => {
  let server: TestServer;
  let jar: CookieJar;
  let receiver: WebhookReceiver;
  const started = Date.now();
  // 15:00 UTC: inside calling hours for the New York numbers below.
  const clock: Clock = { now: () => new Date(Date.parse('2026-03-10T15:00:00Z') + (Date.now() - started)) };
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      clock,
      env: {
        ADMIN_PASSWORD: PASSWORD,
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('delivers call.completed for every call and lead.qualified for every interested one, each valid by its schema', async () => {
    const hook = await send(server, jar, '/api/admin/webhooks', {
      method: 'POST',
      json: { url: receiver.url, events: ['call.completed', 'lead.qualified'] },
    });
    expect(hook.status).toBe(201);
    const { campaignId, leadIds } = await insertReadyCampaign(
      server.ctx.db,
      'Unwatched',
      Array.from({ length: 8 }, (_, i) => ({ phoneE164: testPhone(900 + i) })),
    );
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 4, delayBetweenCalls: 1000, testMode: false },
    });
    expect(res.status).toBe(202);

    // Nobody reads a page from here on: only the database and the receiver are looked at.
    const deadline = Date.now() + 25_000;
    let done = false;
    while (!done && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const rows = await server.ctx.db
        .select({ id: calls.id, disposition: callOutcomes.disposition })
        .from(calls)
        .leftJoin(callOutcomes, eq(callOutcomes.callId, calls.id))
        .where(eq(calls.campaignId, campaignId));
      const interested = rows.filter((r) => r.disposition === 'interested').length;
      const events = receiver.requests
        .filter((r) => r.status === 200)
        .map((r) => ZWebhookEvent.parse(JSON.parse(r.body)));
      const completed = events.flatMap((e) =>
        e.type === 'call.completed' && e.data.campaignId === campaignId ? [e.data] : [],
      );
      const qualified = events.flatMap((e) =>
        e.type === 'lead.qualified' && e.data.campaignId === campaignId ? [e.data] : [],
      );
      done = rows.length === 8 && completed.length === 8 && qualified.length === interested;
      if (done) {
        expect(interested).toBeGreaterThan(0);
        expect(new Set(completed.map((d) => d.callId))).toEqual(new Set(rows.map((r) => r.id)));
      }
    }
    expect(done).toBe(true);
    const settled = await server.ctx.db
      .select({ s: leads.callStatus })
      .from(leads)
      .where(sql`${leads.id} in ${leadIds}`);
    expect(settled.every((l) => l.s === 'completed')).toBe(true);
  });
});
