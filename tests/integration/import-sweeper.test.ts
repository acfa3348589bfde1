import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImport, updateImport, findImport } from '../../src/server/features/campaigns/import-status.repo';
import { insertImportingCampaign } from '../../src/server/features/campaigns/lead-bulk.repo';
import { sweepImports } from '../../src/server/features/campaigns/sweep-imports';
import { startTestServer, type TestServer } from '../support/test-server';

// The import sweeper on a shared database (either lane): an import whose process stopped writing
// five minutes ago loses its hidden campaign and reads "failed"; one still writing is left alone,
// and so is every visible campaign.

describe('the import sweeper', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RUN_WORKERS: 'false' } });
  }, 120_000);
  afterAll(async () => server?.close());

  const q = async (text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query(text, values)).rows as Array<Record<string, unknown>>;

  async function importing(name: string, minutesAgo: number) {
    const id = randomUUID();
    await insertImport(server.ctx.db, id, null);
    const campaignId = await insertImportingCampaign(server.ctx.db, { name, source: 'csv', createdBy: null }, id);
    await updateImport(server.ctx.db, id, { state: 'writing', written: 250, total: 1000 });
    await q(`insert into leads (campaign_id, email) values ($1, $2)`, [campaignId, `${name}@sweep.example`]);
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await q(`update campaign_imports set updated_at = $2 where id = $1`, [id, at]);
    await q(`update campaigns set created_at = $2 where id = $1`, [campaignId, at]);
    return { id, campaignId };
  }

  it('removes abandoned imports only', async () => {
    const dead = await importing('dead', 6);
    const alive = await importing('alive', 0);
    const orphan = await insertImportingCampaign(
      server.ctx.db,
      { name: 'orphan', source: 'csv', createdBy: null },
      null,
    );
    await q(`update campaigns set created_at = now() - interval '6 minutes' where id = $1`, [orphan]);

    expect(await sweepImports(server.ctx)).toEqual({ campaigns: 2 });
    const left = (await q(`select name, status from campaigns where name in ('dead', 'alive', 'orphan')`)).map(
      (r) => r.name,
    );
    expect(left).toEqual(['alive']);
    expect(await q(`select count(*)::int n from leads where email = 'dead@sweep.example'`)).toEqual([{ n: 0 }]);
    expect((await findImport(server.ctx.db, dead.id))?.state).toBe('failed');
    expect((await findImport(server.ctx.db, alive.id))?.state).toBe('writing');
    expect(alive.campaignId).toBeTruthy();
  });
});
