import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadEnrichments, leads } from '../../src/server/db/schema';
import type { WebProvider } from '../../src/server/providers/web/types';
import { createDirectWebProvider } from '../../src/server/providers/web/direct';
import { insertCampaignWithLeads, readJobEvents } from '../support/campaign-leads';
import { send, signInAdmin } from '../support/session';
import { startStaticSite, type StaticSite } from '../support/static-site';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startTestServer } from '../support/test-server';

// A server stopped in the middle of a batch (killed: its job row stays active, its leads stay in
// processing) resumes the batch at the next start: every lead ends enriched, none is enriched
// twice, none is left pending or processing. On the embedded database one process owns the data,
// so everything a previous process left running is known to be orphaned at start. (On Postgres the
// job is retried at its expiry instead; see docs/decisions/2026-11-23-enrichment.md.)

const PASSWORD = 'enrichment-restart-password';
const LEADS = 10;
const DONE_BEFORE_KILL = 4;

describe.skipIf(!!process.env.TEST_DATABASE_URL)('batch enrichment across a restart', () => {
  let site: StaticSite;
  let testDb: TestDatabase;
  afterAll(async () => {
    await site?.close();
    await testDb?.drop();
  });

  it('resumes after the process died mid-batch: no lead enriched twice, none left behind', async () => {
    const page = (i: string) =>
      `<h1>Shop ${i}</h1><p>We are a family bakery baking bread and cakes for our neighbours every morning.</p>`;
    const routes = Object.fromEntries(
      Array.from({ length: LEADS }, (_, i) => [
        `/shop-${i}`,
        (_req: unknown, res: import('node:http').ServerResponse) =>
          void res.writeHead(200, { 'content-type': 'text/html' }).end(page(String(i))),
      ]),
    );
    site = await startStaticSite(null, routes);
    testDb = await createTestDatabase();
    const env = { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1', ENRICH_CONCURRENCY: '2' };
    const direct = createDirectWebProvider({ allowHosts: ['127.0.0.1'] });

    // First process: reads four sites, then every further read hangs forever (the process is about
    // to die with those leads in processing).
    let reads = 0;
    const dying: WebProvider = {
      mode: direct.mode,
      adapter: direct.adapter,
      scrape: (url) => (++reads <= DONE_BEFORE_KILL ? direct.scrape(url) : new Promise(() => {})),
    };
    const first = await startTestServer({ env, testDb, providers: { web: dying } });
    const { campaignId } = await insertCampaignWithLeads(
      first.ctx.db,
      'Restart',
      Array.from({ length: LEADS }, (_, i) => ({ companyName: `Shop ${i}`, website: `${site.url}/shop-${i}` })),
    );
    const jar = (await signInAdmin(first, PASSWORD)).jar;
    const { jobId } = await (
      await send(first, jar, `/api/admin/campaigns/${campaignId}/enrich`, { method: 'POST', json: {} })
    ).json();

    const statusCounts = async () => {
      const rows = await first.ctx.db
        .select({ s: leads.enrichmentStatus, n: count() })
        .from(leads)
        .where(eq(leads.campaignId, campaignId))
        .groupBy(leads.enrichmentStatus);
      return Object.fromEntries(rows.map((r) => [r.s, r.n]));
    };
    for (
      let i = 0;
      i < 200 && !((await statusCounts()).enriched === DONE_BEFORE_KILL && (await statusCounts()).processing === 2);
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    expect(await statusCounts()).toEqual({
      enriched: DONE_BEFORE_KILL,
      processing: 2,
      pending: LEADS - DONE_BEFORE_KILL - 2,
    });
    const enrichedBefore = await first.ctx.db
      .select({ id: leads.id, website: leads.website, updatedAt: leads.updatedAt })
      .from(leads)
      .where(eq(leads.enrichmentStatus, 'enriched'));

    // The kill: the HTTP server and the queue stop. pg-boss's stop marks the running job failed;
    // a SIGKILL would not, so the row is put back to what a killed process leaves: active.
    await first.app.close();
    await first.ctx.jobs.stop(1000);
    await testDb.database.sql.query("update pgboss.job set state = 'active', completed_on = null where id = $1", [
      jobId,
    ]);
    site.requests.length = 0;

    const second = await startTestServer({ env, testDb });
    const jar2 = (await signInAdmin(second, PASSWORD)).jar;
    const events = await readJobEvents(await send(second, jar2, `/api/jobs/${jobId}/events`));
    expect(events.at(-1)).toMatchObject({
      state: 'completed',
      done: LEADS,
      total: LEADS,
      result: { enriched: LEADS, failed: 0 },
    });

    expect(await statusCounts()).toEqual({ enriched: LEADS });
    const [{ n }] = await second.ctx.db.select({ n: count() }).from(leadEnrichments);
    expect(n).toBe(LEADS);
    // The leads finished before the kill were not read or written again after it.
    for (const lead of enrichedBefore) expect(site.requests).not.toContain(new URL(lead.website).pathname);
    const after = await second.ctx.db.select({ id: leads.id, updatedAt: leads.updatedAt }).from(leads);
    for (const lead of enrichedBefore) expect(after.find((a) => a.id === lead.id)?.updatedAt).toEqual(lead.updatedAt);
    expect(site.requests).toHaveLength(LEADS - DONE_BEFORE_KILL);
    await second.close();
  });
});
