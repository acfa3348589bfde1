import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWebhookEvent } from '@common/webhooks/events';
import { callOutcomes, calls, leads } from '../../src/server/db/schema';
import { applyCallDetails } from '../../src/server/features/calls/apply-call-details';
import { updateCampaignProfile } from '../../src/server/features/campaign-settings/update-campaign-profile';
import { upsertCapturedPages } from '../../src/server/features/web-analysis/web-analysis.repo';
import type { Clock } from '../../src/server/context';
import { seedCalledCampaign, transcriptFor } from '../support/dev-queue-seed';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { routeCollector } from '../support/route-census';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// Pages only read: a finished call is settled by its call.finished handlers, never by a page view.
// With the handlers stopped, serving Results, the Dev Queue, lead details and the export leaves
// every table they could touch exactly as it was; every GET route the server registers, asked
// about a seeded campaign and its lead, leaves every table as it was; with the handlers running, a
// live Sandbox dispatch delivers call.completed and lead.qualified while nobody reads a page.

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

async function snapshot(server: TestServer, tables = WATCHED): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
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

describe('every GET route is a pure read', () => {
  const { routes, collect } = routeCollector();
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' }, onRoute: collect });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('changes no table, whichever GET is asked about a seeded campaign and its lead', async () => {
    const q = await seedCalledCampaign(server.ctx.db, 'Every GET');
    const lead = q.leadIds.interested;
    // A website with pages captured but never split: a GET that splits them (as the knowledge view
    // once did) changes knowledge_passages.
    const site = 'https://every-get.test';
    await updateCampaignProfile(server.ctx, q.campaignId, { website: `${site}/` }, null);
    await upsertCapturedPages(
      server.ctx.db,
      [{ url: `${site}/`, siteUrl: site, title: 'Every GET', text: 'We repair slate roofs across the county.' }],
      new Date(),
      'admin',
    );
    const tables = (
      await server.ctx.database.sql.query<{ t: string }>(
        "select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      )
    ).rows
      .map((r) => r.t)
      // The rate limiter counts every request to a limited route, a read too: that is the request
      // being counted, not the page changing anything.
      .filter((t) => t !== 'rate_limit_counters');
    tables.push('pgboss.job');
    expect(tables).toEqual(expect.arrayContaining(['knowledge_passages', 'campaigns', 'leads', 'calls']));
    const gets = [...new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url))];
    expect(gets).toEqual(expect.arrayContaining(['/api/admin/campaigns/:id/knowledge']));
    // Each parameter gets the seeded row it names where one exists; any other a harmless value.
    const sample = (url: string) =>
      url
        .replace(/\/leads\/:id/g, `/leads/${lead}`)
        .replace(/:(id|campaignId)\b/g, q.campaignId)
        .replace(/:leadId\b/g, lead)
        .replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000')
        .replace(/\*/g, 'census');
    const before = await snapshot(server, tables);
    const answered: Record<string, number> = {};
    for (const url of gets) {
      // A stream (a job's events) answers its head and stays open: the head is all a census needs.
      const res = await send(server, jar, sample(url), { signal: AbortSignal.timeout(5_000) });
      answered[url] = res.status;
      await res.body?.cancel();
      expect(await snapshot(server, tables), `GET ${url} wrote`).toEqual(before);
    }
    expect(answered['/api/admin/campaigns/:id/knowledge']).toBe(200);
    expect(Object.values(answered).filter((s) => s === 200).length).toBeGreaterThan(20);
  }, 240_000);
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
