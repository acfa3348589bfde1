import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A spreadsheet set to split on ';' (German or French locales) may not see the quotes around a
// cell that holds one, so a formula after the ';' must be inert on its own.

const PASSWORD = 'csv-formulas-admin-pw';
const FORMULA = /^[=+\-@]/;

describe('results.csv read with another separator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  it('holds no live formula when split on ";", "," or tab, quoted or not', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Formulas', [
      { phoneE164: testPhone(9101) },
    ]);
    await server.ctx.db.update(leads).set({ lastName: 'x;=6*7&"' }).where(eq(leads.id, leadIds[0]));
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/results.csv`);
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text).toContain('x;');

    for (const delimiter of [';', ',', '\t']) {
      const cells = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true }).data.flat();
      const naive = text.split(/\r?\n/).flatMap((line) => line.split(delimiter));
      for (const cell of [...cells, ...naive]) expect(cell.replace(/^[ "]+/, ''), delimiter).not.toMatch(FORMULA);
    }
  });
});
