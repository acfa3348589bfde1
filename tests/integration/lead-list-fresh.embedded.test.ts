import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// The lead list is a query on every request: a change committed by another connection (a worker,
// a second web process) shows on the very next read, the campaign's total included.

const PASSWORD = 'lead-fresh-admin-pw';
type Page = { items: Array<{ id: string; email: string }>; total: number };

describe('lead list after a change from another connection', () => {
  let server: TestServer;
  let jar: CookieJar;
  /** SQL from outside the web process on PostgreSQL; on the embedded database, its one connection. */
  let other: { query(text: string, values?: unknown[]): Promise<unknown>; close(): Promise<void> };

  const page = async (campaignId: string) => {
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?sort=row`);
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
    expect(grown.total).toBe(3);
    expect(await all()).toEqual(['added-lead@example.com']);
    await other.query('delete from leads where id = $1', [leadIds[0]]);
    const shrunk = await page(campaignId);
    expect(shrunk.items.map((l) => l.id)).not.toContain(leadIds[0]);
    expect(shrunk.total).toBe(2);
  });
});
