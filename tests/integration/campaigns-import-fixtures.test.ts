import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// Real-world-shaped files (tests/fixtures/csv) through POST /api/admin/campaigns/import: exact
// counts, exact stored values, exact messages; a refused file writes nothing.

const PASSWORD = 'fixtures-admin-pw';
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/csv', name));

describe('CSV import of real-world-shaped files', () => {
  let server: TestServer;
  let jar: CookieJar;
  const q = async (text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query(text, values)).rows as Record<string, unknown>[];
  const counts = async () =>
    (await q('select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l'))[0];
  const upload = (
    file: string | Buffer,
    name = 'Fixture',
    fileName = typeof file === 'string' ? file : 'upload.csv',
    query = '',
  ) => {
    const fd = new FormData();
    fd.append('name', name);
    fd.append('file', new Blob([(typeof file === 'string' ? fixture(file) : file) as BlobPart]), fileName);
    return send(server, jar, `/api/admin/campaigns/import${query}`, { method: 'POST', body: fd });
  };
  const leadsOf = (
    campaignId: string,
    cols = 'row_number, email, first_name, last_name, company_name, phone_number, phone_e164, website',
  ) => q(`select ${cols} from leads where campaign_id = $1 order by row_number`, [campaignId]);
  const imported = async (file: string, expectedLeads: number, query = '') => {
    const res = await upload(file, 'Fixture', file, query);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.leadCount).toBe(expectedLeads);
    return body as { campaignId: string; leadCount: number; skippedCount: number };
  };
  const refused = async (
    file: string | Buffer,
    expected: { status?: number; error: string; errors?: string[]; errorCount?: number },
    fileName?: string,
  ) => {
    const before = await counts();
    const res = await upload(file, 'Fixture', fileName);
    expect(res.status).toBe(expected.status ?? 400);
    expect(await res.json()).toMatchObject({
      error: expected.error,
      errors: expected.errors ?? [],
      errorCount: expected.errorCount ?? 0,
    });
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('HubSpot export: picks "Email" over other email-ish columns, "Website URL" over "LinkedIn URL"', async () => {
    const { campaignId } = await imported('hubspot-contacts.csv', 3);
    expect(await leadsOf(campaignId)).toEqual([
      {
        row_number: 2,
        email: 'maria@lopez-dental.com',
        first_name: 'Maria',
        last_name: 'Lopez',
        company_name: 'Lopez Family Dental',
        phone_number: '(312) 555-0147',
        phone_e164: '+13125550147',
        website: 'https://lopez-dental.com',
      },
      {
        row_number: 3,
        email: 'tom.becker@beckerlaw.com',
        first_name: 'Tom',
        last_name: 'Becker',
        company_name: 'Becker & Sons Law, LLP',
        phone_number: '+1 646 555 0199',
        phone_e164: '+16465550199',
        website: 'beckerlaw.com',
      },
      {
        row_number: 4,
        email: 'PRIYA@NAIRFIT.IO',
        first_name: 'Priya',
        last_name: 'Nair',
        company_name: 'Nair Fitness',
        phone_number: '',
        phone_e164: null,
        website: '',
      },
    ]);
    // Its "Record ID" column is kept: finished calls are written to that HubSpot contact.
    expect(await leadsOf(campaignId, 'hubspot_record_id')).toEqual([
      { hubspot_record_id: '101' },
      { hubspot_record_id: '102' },
      { hubspot_record_id: '103' },
    ]);
  });

  it('Salesforce report: one bad address blocks the file, then imports the rest with skipInvalid', async () => {
    await refused('salesforce-leads.csv', {
      error: '1 row has errors',
      errors: ['Row 4: Invalid email format'],
      errorCount: 1,
    });
    const { campaignId, skippedCount } = await imported('salesforce-leads.csv', 3, '?skipInvalid=true');
    expect(skippedCount).toBe(1);
    const rows = await leadsOf(campaignId, 'row_number, email, phone_number, phone_e164, website');
    expect(rows).toEqual([
      {
        row_number: 2,
        email: 'jane@riverside-plumbing.com',
        phone_number: '415-555-0123',
        phone_e164: '+14155550123',
        website: 'www.riverside-plumbing.com',
      },
      {
        row_number: 3,
        email: 'ahmed@khanauto.com',
        phone_number: '(206) 555-0134',
        phone_e164: '+12065550134',
        website: 'khanauto.com',
      },
      {
        row_number: 5,
        email: 'carl@meyer.de',
        phone_number: '+49 30 901820',
        phone_e164: '+4930901820',
        website: 'meyer.de',
      },
    ]);
  });

  it('Pipedrive export: prefixed column names, organization as company', async () => {
    const { campaignId } = await imported('pipedrive-people.csv', 2);
    expect(await leadsOf(campaignId, 'email, company_name, phone_e164')).toEqual([
      { email: 'sam@ortizhvac.com', company_name: 'Ortiz HVAC', phone_e164: '+17735550161' },
      { email: 'kim@parkstudio.com', company_name: 'Park Studio', phone_e164: null },
    ]);
  });

  it('UTF-8 BOM, CRLF and blank trailing lines', async () => {
    const { campaignId } = await imported('bom-crlf.csv', 2);
    expect(await leadsOf(campaignId, 'row_number, email, company_name')).toEqual([
      { row_number: 2, email: 'ann@acme.com', company_name: 'Acme' },
      { row_number: 3, email: 'bo@beta.com', company_name: 'Beta' },
    ]);
  });

  it('quoted commas, doubled quotes and newlines inside quotes', async () => {
    const { campaignId } = await imported('quoted-newlines.csv', 3);
    expect(await leadsOf(campaignId, 'row_number, first_name, company_name')).toEqual([
      { row_number: 2, first_name: 'Ann', company_name: 'Acme, Inc.' },
      { row_number: 3, first_name: 'Bo "The Boss"', company_name: 'Line one\nLine two' },
      { row_number: 4, first_name: 'Cy', company_name: 'Gamma\r\nGroup' },
    ]);
  });

  it('semicolon-delimited European export with decimal commas', async () => {
    const { campaignId } = await imported('semicolons.csv', 2);
    expect(await leadsOf(campaignId, 'email, first_name, last_name')).toEqual([
      { email: 'karl@baecker.de', first_name: 'Karl', last_name: 'Bäcker' },
      { email: 'anna@optik.at', first_name: 'Anna', last_name: 'Gruber' },
    ]);
  });

  it('formula cells are stored exactly as typed', async () => {
    const { campaignId } = await imported('formula-cells.csv', 2);
    expect(await leadsOf(campaignId, 'first_name, company_name, phone_number')).toEqual([
      { first_name: '=HYPERLINK("http://x.test","click")', company_name: '+SUM(1+1)', phone_number: '-5551234567' },
      { first_name: '@cmd', company_name: '=1+2', phone_number: '+1 415 555 0100' },
    ]);
  });

  it('non-ASCII names survive', async () => {
    const { campaignId } = await imported('non-ascii.csv', 4);
    expect(
      (await leadsOf(campaignId, 'first_name, last_name, company_name')).map(
        (r) => `${r.first_name} ${r.last_name} / ${r.company_name}`,
      ),
    ).toEqual([
      'Zoë Côté / Café Crème',
      'Łukasz Żółć / Przedsiębiorstwo',
      '太郎 山田 / 山田商店',
      'Ольга Иванова / Ромашка',
    ]);
  });

  it('UTF-16 with a BOM is decoded; old-Mac lone CR line ends are read', async () => {
    const a = await imported('utf16-bom.csv', 2);
    expect(await leadsOf(a.campaignId, 'email, first_name')).toEqual([
      { email: 'u1@utf16.test', first_name: 'Ünal' },
      { email: 'u2@utf16.test', first_name: 'Åsa' },
    ]);
    const b = await imported('lone-cr.csv', 2);
    expect(await leadsOf(b.campaignId, 'row_number, email')).toEqual([
      { row_number: 2, email: 'mac1@apple.test' },
      { row_number: 3, email: 'mac2@apple.test' },
    ]);
  });

  it('duplicate emails are row errors naming the first row, case-insensitively', async () => {
    await refused('duplicates.csv', {
      error: '2 rows have errors',
      errors: ['Row 4: Duplicate email (first seen in row 2)', 'Row 5: Duplicate email (first seen in row 3)'],
      errorCount: 2,
    });
  });

  it('more than five errors: all are counted, the list keeps file order', async () => {
    await refused('mixed-errors.csv', {
      error: '14 rows have errors',
      errors: [
        'Row 2: Invalid email format',
        'Row 4: Missing email',
        'Row 5: Invalid email format',
        'Row 7: Missing email',
        'Row 8: Invalid email format',
        'Row 10: Missing email',
        'Row 11: Invalid email format',
        'Row 13: Missing email',
        'Row 14: Invalid email format',
        'Row 16: Missing email',
        'Row 17: Invalid email format',
        'Row 19: Missing email',
        'Row 20: Invalid email format',
        'Row 22: Missing email',
      ],
      errorCount: 14,
    });
  });

  it('time zones: canonical IANA names stored, unknown ones are row errors', async () => {
    await refused('timezones.csv', {
      error: '1 row has errors',
      errors: ["Row 4: Unknown time zone 'Mars/Olympus'"],
      errorCount: 1,
    });
    const { campaignId } = await imported('timezones.csv', 3, '?skipInvalid=true');
    expect(await leadsOf(campaignId, 'email, timezone')).toEqual([
      { email: 't1@tz.test', timezone: 'America/New_York' },
      { email: 't2@tz.test', timezone: null },
      { email: 't4@tz.test', timezone: 'Europe/Berlin' },
    ]);
  });

  it('refuses empty, header-only, email-less and all-invalid files with the spec messages', async () => {
    await refused('empty.csv', { error: 'CSV file is empty or has no valid data rows' });
    await refused('header-only.csv', { error: 'CSV file is empty or has no valid data rows' });
    await refused('no-email-column.csv', { error: 'CSV must contain an email column' });
    await refused('all-invalid.csv', {
      error: 'No valid leads found in CSV',
      errors: ['Row 2: Missing email', 'Row 3: Invalid email format', 'Row 4: Invalid email format'],
      errorCount: 3,
    });
  });

  it('refuses NUL bytes, invalid UTF-8, a truncated quote and a non-.csv name with clear messages', async () => {
    await refused('nul-bytes.csv', {
      error: 'The file contains NUL bytes, so it is not a text CSV. Save it as "CSV UTF-8" and try again.',
    });
    await refused('invalid-utf8.csv', {
      error: 'The file is not valid UTF-8 text. Save it as "CSV UTF-8" and try again.',
    });
    await refused('truncated-quote.csv', { error: 'The file ends inside a quoted field (a closing " is missing)' });
    await refused(fixture('bom-crlf.csv'), { error: 'Please select a CSV file' }, 'leads.xlsx');
    expect((await upload('bom-crlf.csv', 'Upper case', 'LEADS.CSV')).status).toBe(200);
  });

  it('a 1 MB cell in a mapped column is a row error; in an ignored column it is harmless', async () => {
    const big = 'x'.repeat(1024 * 1024);
    await refused(Buffer.from(`email,first name\nok@x.test,Ok\nbig@x.test,${big}\n`), {
      error: '1 row has errors',
      errors: ['Row 3: First name is longer than 200 characters'],
      errorCount: 1,
    });
    const res = await upload(Buffer.from(`email,notes\nbig@x.test,${big}\n`));
    expect(res.status).toBe(200);
    expect((await res.json()).leadCount).toBe(1);
  });

  it('needs a campaign name and a file', async () => {
    const before = await counts();
    for (const res of [
      await upload('bom-crlf.csv', '   '),
      await send(server, jar, '/api/admin/campaigns/import', {
        method: 'POST',
        body: (() => {
          const fd = new FormData();
          fd.append('name', 'No file');
          return fd;
        })(),
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: 'Missing information: a campaign name and a CSV file are both required',
        errors: [],
        errorCount: 0,
      });
    }
    expect(await counts()).toEqual(before);
  });
});
