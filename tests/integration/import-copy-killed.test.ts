import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TValidLead } from '../../src/common/campaigns/schemas';
import { saveCampaign } from '../../src/server/features/campaigns/save-campaign';
import { startTestServer, type TestServer } from '../support/test-server';

// The import's COPY FROM STDIN stays all-or-nothing when its connection is killed
// mid-stream (PostgreSQL lane only, like the other race tests: PGlite has no connection to kill).

const lead = (i: number): TValidLead => ({
  rowNumber: i + 2,
  email: `killed${i}@copy.example`,
  firstName: `F${i}`,
  lastName: `L${i}`,
  companyName: `Company ${i}`,
  phoneColumn: null,
  phoneNumber: '',
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

describe.skipIf(!process.env.TEST_DATABASE_URL)('import COPY under a killed connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKERS: 'false' } });
  });
  afterAll(() => server?.close());

  it('writes nothing when the COPY connection dies mid-stream, and the next import works', async () => {
    const q = async (text: string, values: unknown[] = []) =>
      (await server.ctx.database.sql.query(text, values)).rows as Array<Record<string, number>>;
    const before = await q('select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l');
    const admin = new pg.Client({ connectionString: server.testDb.url });
    await admin.connect();
    let killed: Promise<unknown> | null = null;
    const leads = Array.from({ length: 60_000 }, (_, i) => lead(i));
    const attempt = saveCampaign(server.ctx, {
      name: 'Killed mid-COPY',
      source: 'csv',
      leads,
      createdBy: null,
      // After a few batches have gone into the COPY stream: kill the backend running it.
      onProgress: (written) => {
        if (written >= 6000 && !killed)
          killed = admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'copy leads%' and pid <> pg_backend_pid()`,
          );
      },
    });
    await expect(attempt).rejects.toThrow();
    expect(killed).not.toBeNull();
    const res = (await killed!) as { rows: Array<{ pg_terminate_backend: boolean }> };
    expect(res.rows.map((r) => r.pg_terminate_backend)).toContain(true);
    await admin.end();
    expect(await q('select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l')).toEqual(
      before,
    );
    expect(await q(`select count(*)::int n from campaigns where name = 'Killed mid-COPY'`)).toEqual([{ n: 0 }]);
    const ok = await saveCampaign(server.ctx, {
      name: 'After the kill',
      source: 'csv',
      leads: leads.slice(0, 10),
      createdBy: null,
    });
    expect(ok.leadCount).toBe(10);
  }, 300_000);
});
