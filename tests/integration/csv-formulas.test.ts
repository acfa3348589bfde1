import ExcelJS from 'exceljs';
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

describe('results.csv read with another separator, and results.xlsx', () => {
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

  it('offers the same rows and columns as results.xlsx, the formula a plain string cell', async () => {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Formulas xlsx', [
      { phoneE164: testPhone(9102) },
      { phoneE164: testPhone(9103) },
    ]);
    await server.ctx.db.update(leads).set({ lastName: 'x;=6*7&"' }).where(eq(leads.id, leadIds[0]));
    const { jar } = await signInAdmin(server, PASSWORD);
    const csv = await send(server, jar, `/api/admin/campaigns/${campaignId}/results.csv`);
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/results.xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="campaign-.*-results\.xlsx"/);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Results')!;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) cells.push(row.getCell(c).text);
      rows.push(cells);
    });
    const csvRows = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(csvRows[0]);
    expect(rows.length).toBe(csvRows.length);
    // The CSV puts an apostrophe before a formula's first character (a phone's '+' too); the
    // workbook needs none, its cells are typed.
    const unneutralised = (r: string[]) => r.join('|').replace(/'(?=[=+\-@])/g, '');
    expect(rows.map((r) => r.join('|')).sort()).toEqual(csvRows.map(unneutralised).sort());

    const lastName = rows[0].indexOf('last_name') + 1;
    const cell = sheet.getColumn(lastName).values.find((v) => typeof v === 'string' && v.startsWith('x;'));
    expect(cell).toBe('x;=6*7&"');
    sheet.eachRow((row) => {
      row.eachCell((c) => {
        expect(c.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(c.formula).toBeUndefined();
      });
    });
  });
});
