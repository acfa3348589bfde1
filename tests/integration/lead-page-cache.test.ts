import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { LISTEN_APPLICATION_NAME } from '../../src/server/db/listen';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// Issue 27: the lead list's page cache (features/campaigns/lead-page-cache.ts) on either database.
// A remembered page must never be older than what the database holds once a change has committed,
// whoever made the change: here a separate connection plays another process (a worker, a second
// web process), and every read comes right after its commit, with no pause to let anything settle.

const PASSWORD = 'lead-cache-admin-pw';
type Page = { items: Array<{ id: string; firstName: string; email: string }>; total: number };

describe('lead list page cache', () => {
  let server: TestServer;
  let jar: CookieJar;
  /** SQL from outside the web process on PostgreSQL; on the embedded database, its one connection. */
  let other: { query(text: string, values?: unknown[]): Promise<unknown>; close(): Promise<void> };
  const onPostgres = !!process.env.TEST_DATABASE_URL;

  const page = async (campaignId: string, qs = 'sort=row') => {
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?${qs}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return (await res.json()) as Page;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    if (server.testDb.url) {
      const client = new pg.Client({ connectionString: server.testDb.url });
      await client.connect();
      other = { query: (t, v) => client.query(t, v), close: () => client.end() };
    } else {
      other = { query: (t, v) => server.ctx.database.sql.query(t, v), close: async () => {} };
    }
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('answers a repeated page from memory, the same bytes as a fresh one', async () => {
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Cached', [{ firstName: 'Ann' }, {}]);
    const before = { ...server.ctx.leadPages.stats };
    const first = await page(campaignId);
    const second = await page(campaignId);
    expect(second).toEqual(first);
    expect(first.items.map((l) => l.firstName)).toEqual(['Ann', 'Pat']);
    expect(server.ctx.leadPages.stats.misses - before.misses).toBe(1);
    expect(server.ctx.leadPages.stats.hits - before.hits).toBe(1);
  });

  it('shows every committed change on the very next read, 150 times in a row, from another connection', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Changing', [{}, {}, {}]);
    const hitsBefore = server.ctx.leadPages.stats.hits;
    for (let i = 0; i < 150; i++) {
      await other.query('update leads set first_name = $1 where id = $2', [`Round ${i}`, leadIds[i % 3]]);
      const fresh = await page(campaignId);
      expect(fresh.items[i % 3].firstName).toBe(`Round ${i}`);
      expect(await page(campaignId)).toEqual(fresh); // remembered until the next change
    }
    expect(server.ctx.leadPages.stats.hits - hitsBefore).toBeGreaterThanOrEqual(150);
  });

  it("a lead added or removed shows at once, in its campaign's list and in the list of every campaign", async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Growing', [{}, {}]);
    const all = async () => {
      const res = await send(server, jar, `/api/admin/leads?q=${encodeURIComponent('added-lead')}`);
      return ((await res.json()) as Page).items.map((l) => l.email);
    };
    expect((await page(campaignId)).total).toBe(2);
    expect(await all()).toEqual([]);
    await other.query(
      `insert into leads (campaign_id, row_number, email, first_name, last_name, phone_number, company_name, website)
       values ($1, 9, 'added-lead@example.com', 'New', 'Lead', '', 'Co', '')`,
      [campaignId],
    );
    const grown = await page(campaignId);
    expect(grown.items.map((l) => l.email)).toContain('added-lead@example.com');
    expect(grown.total).toBe(3); // the remembered count follows the change too
    expect(await all()).toEqual(['added-lead@example.com']);
    await other.query('delete from leads where id = $1', [leadIds[0]]);
    const shrunk = await page(campaignId);
    expect(shrunk.items.map((l) => l.id)).not.toContain(leadIds[0]);
    expect(shrunk.total).toBe(2);
  });

  it.runIf(onPostgres)(
    'while its listening connection is down nothing is served from memory; it reconnects',
    async () => {
      const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Dropped', [{}]);
      await page(campaignId);
      const { rowCount } = (await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTEN_APPLICATION_NAME],
      )) as pg.QueryResult;
      expect(rowCount).toBe(1);
      await expect.poll(() => server.ctx.leadPages.live, { timeout: 5000, interval: 10 }).toBe(false);
      await other.query('update leads set first_name = $1 where id = $2', ['While down', leadIds[0]]);
      expect((await page(campaignId)).items[0].firstName).toBe('While down');
      await expect.poll(() => server.ctx.leadPages.live, { timeout: 10_000, interval: 50 }).toBe(true);
      await other.query('update leads set first_name = $1 where id = $2', ['Back up', leadIds[0]]);
      expect((await page(campaignId)).items[0].firstName).toBe('Back up');
      const hits = server.ctx.leadPages.stats.hits;
      await page(campaignId);
      expect(server.ctx.leadPages.stats.hits).toBe(hits + 1);
    },
  );
});
