import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TValidLead } from '../../src/common/campaigns/schemas';
import { saveCampaign } from '../../src/server/features/campaigns/save-campaign';
import { sweepImports } from '../../src/server/features/campaigns/sweep-imports.job';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// All-or-nothing as a product rule: an import writes into a hidden 'importing' campaign in
// committed batches. Until it is a draft no list, count, read or dispatch sees it; a failed
// import leaves nothing; the sweeper removes one a stopped process left behind. Both databases.

const PASSWORD = 'importing-admin-pw';

const lead = (i: number, tag: string): TValidLead => ({
  rowNumber: i + 2,
  email: `l${i}@${tag}.example`,
  firstName: `F${i}`,
  lastName: `L${i}`,
  companyName: `Company ${i}`,
  phoneColumn: null,
  phoneNumber: `+1 415 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`,
  website: '',
  industry: '',
  timezone: null,
  region: null,
  postalCode: null,
  consent: null,
  consentDate: null,
  consentSource: null,
  hubspotRecordId: null,
});

describe('importing campaigns', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 120_000);
  afterAll(async () => server?.close());

  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query(text, values)).rows as T[];
  const json = async (path: string) => {
    const res = await send(server, jar, path);
    return { status: res.status, body: res.status === 200 ? await res.json() : null };
  };
  /** An importing campaign with leads, as a running (or dead) import leaves it mid-way. */
  async function plantImporting(name: string, leads: number, ageMinutes = 0): Promise<string> {
    const [{ id }] = await q<{ id: string }>(
      `insert into campaigns (name, status, created_at) values ($1, 'importing', now() - make_interval(mins => $2)) returning id`,
      [name, ageMinutes],
    );
    await q(
      `insert into leads (campaign_id, row_number, email, first_name, last_name, phone_number, company_name, website, industry)
       select $1, g + 2, 'p' || g || '@planted.example', 'Planted', 'Lead', '', 'Planted Co', '', '' from generate_series(1, $2) g`,
      [id, leads],
    );
    return id;
  }
  const counts = () =>
    q<{ c: number; l: number }>(`select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l`);

  it('is invisible in the campaign list, its own reads, the lead lists and the dashboard figures', async () => {
    const visible = await saveCampaign(server.ctx, {
      name: 'Visible',
      source: 'csv',
      leads: [lead(0, 'visible')],
      createdBy: null,
    });
    const statsBefore = (await json('/api/admin/stats')).body;
    const leadsBefore = (await json('/api/admin/leads?pageSize=100')).body as { total: number };
    const hidden = await plantImporting('Still importing', 30);
    onTestFinished(async () => void (await q(`delete from campaigns where id = $1`, [hidden])));

    const list = (await json('/api/admin/campaigns?archived=include')).body as Array<{ id: string }>;
    expect(list.map((c) => c.id)).toContain(visible.campaignId);
    expect(list.map((c) => c.id)).not.toContain(hidden);
    expect((await json(`/api/admin/campaigns/${hidden}`)).status).toBe(404);
    expect((await json(`/api/admin/campaigns/${hidden}/settings`)).status).toBe(404);
    expect((await json('/api/admin/stats')).body).toEqual(statsBefore);
    expect((await json('/api/admin/leads?pageSize=100')).body).toMatchObject({ total: leadsBefore.total });
    expect((await json(`/api/admin/campaigns/${hidden}/leads`)).status).toBe(404);
    expect((await json(`/api/admin/campaigns/${hidden}/dispatch-preview`)).status).toBe(404);
    const dispatch = await send(server, jar, `/api/admin/campaigns/${hidden}/dispatch-calls`, {
      method: 'POST',
      json: {},
    });
    expect(dispatch.status).toBe(404);
  });

  it('leaves nothing when a batch fails after earlier ones were committed', async () => {
    const before = await counts();
    const importId = randomUUID();
    // The same address twice, thousands of rows apart (the CSV rules refuse it before writing;
    // here the database's per-campaign unique index refuses it in a later batch).
    const leads = Array.from({ length: 6_000 }, (_, i) => lead(i, 'failing'));
    leads.push({ ...lead(0, 'failing'), rowNumber: 9_999 });
    await expect(
      saveCampaign(server.ctx, { name: 'Fails late', source: 'csv', leads, createdBy: null, importId }),
    ).rejects.toThrow();
    expect(await counts()).toEqual(before);
    const [row] = await q<{ state: string }>(`select state from campaign_imports where id = $1`, [importId]);
    expect(row.state).toBe('failed');
  }, 120_000);

  it('the sweeper removes importing campaigns nobody writes any more, and keeps live ones', async () => {
    const before = await counts();
    const dead = await plantImporting('Left by a killed process', 2_000, 10);
    const live = await plantImporting('Being written right now', 10);
    expect(await sweepImports(server.ctx)).toEqual({ deleted: 1 });
    expect((await q(`select id from campaigns where status = 'importing'`)).map((r) => r.id)).toEqual([live]);
    expect(await q(`select count(*)::int n from leads where campaign_id = $1`, [dead])).toEqual([{ n: 0 }]);
    // At the start of the embedded database's only process every importing campaign is a dead one's.
    expect(await sweepImports(server.ctx, true)).toEqual({ deleted: 1 });
    expect(await counts()).toEqual(before);
  }, 120_000);
});
