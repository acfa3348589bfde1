import { describe, expect, it } from 'vitest';
import { CsvLeadCollector } from './csv-leads';
import { cleanPhoneCell, phoneColumnOrder } from './csv-mapping';

const APOLLO = [
  'First Name',
  'Email',
  'Work Direct Phone',
  'Home Phone',
  'Mobile Phone',
  'Corporate Phone',
  'Other Phone',
];
const HUBSPOT = ['First Name', 'Email', 'Phone Number', 'Mobile Phone Number', 'Marketing emails opted out'];

const collect = (rows: string[][], mapping?: ConstructorParameters<typeof CsvLeadCollector>[0]) => {
  const c = new CsvLeadCollector(mapping);
  for (const r of rows) c.addRecord(r);
  return c.finish();
};

describe('phone columns', () => {
  it('are tried work first, then mobile, then other (Apollo and HubSpot headers)', () => {
    const names = (h: string[]) => phoneColumnOrder(h).map((i) => h[i]);
    expect(names(APOLLO)).toEqual([
      'Work Direct Phone',
      'Corporate Phone',
      'Mobile Phone',
      'Home Phone',
      'Other Phone',
    ]);
    expect(names(HUBSPOT)).toEqual(['Phone Number', 'Mobile Phone Number']);
  });

  it('lose spreadsheet artefacts: a leading apostrophe, an ="…" formula', () => {
    expect(cleanPhoneCell("'+1 415-555-0123")).toBe('+1 415-555-0123');
    expect(cleanPhoneCell(' ="+14155550123" ')).toBe('+14155550123');
    expect(cleanPhoneCell("O'Neil")).toBe("O'Neil");
  });

  it('fall back per row and keep the column each number came from', () => {
    const r = collect([
      APOLLO,
      ['Ann', 'ann@a.co', '', '', "'+1 415-555-0123", "'+1 212-555-0147", ''],
      ['Bo', 'bo@b.co', '', '', "'+1 646-555-0181", '', ''],
      ['Cy', 'cy@c.co', '', '', '', '', "'+1 312-555-0190"],
      ['Di', 'di@d.co', '', '', '', '', ''],
    ]);
    expect(r.leads.map((l) => [l.phoneNumber, l.phoneColumn])).toEqual([
      ['+1 212-555-0147', 'Corporate Phone'],
      ['+1 646-555-0181', 'Mobile Phone'],
      ['+1 312-555-0190', 'Other Phone'],
      ['', null],
    ]);
  });

  it("follow the admin's mapping: another order, another email column, or a field left out", () => {
    const rows = [
      [...APOLLO, 'Personal Email'],
      ['Ann', 'ann@a.co', '', '', "'+1 415-555-0123", "'+1 212-555-0147", '', 'ann@home.me'],
    ];
    const r = collect(rows, {
      mapping: { fields: { email: 'personal email', firstName: null }, phones: ['Mobile Phone', 'Corporate Phone'] },
    });
    expect(r.leads[0]).toMatchObject({
      email: 'ann@home.me',
      firstName: '',
      phoneNumber: '+1 415-555-0123',
      phoneColumn: 'Mobile Phone',
    });
    const bad = collect(rows, { mapping: { fields: {}, phones: ['Fax'] } });
    expect(bad.fileError).toBe('The file has no column "Fax"');
  });
});
