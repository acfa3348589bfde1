import { describe, expect, it } from 'vitest';
import { CsvLeadCollector, errorSummary, isCsvFileName, mapColumns } from './csv-leads';

const collect = (records: string[][]) => {
  const c = new CsvLeadCollector();
  for (const r of records) c.addRecord(r);
  return c.finish();
};

describe('CSV lead rules (spec §5)', () => {
  it('matches columns by trimmed, lower-cased name fragments, preferring the plain names', () => {
    expect(
      mapColumns([
        ' Email Opt Out ',
        'EMAIL',
        'First Name',
        'Surname',
        'Organization',
        'Mobile',
        'Phone',
        'LinkedIn URL',
        'Website',
        'Time Zone',
      ]),
    ).toEqual({
      email: 1,
      firstName: 2,
      lastName: 3,
      companyName: 4,
      phoneNumber: 6,
      website: 8,
      timezone: 9,
    });
    expect(mapColumns(['e-mail', 'mobile', 'profile url'])).toEqual({ email: 0, phoneNumber: 1, website: 2 });
    // Where the callee is, and consent (HubSpot / Salesforce names); a country is never a state.
    expect(
      mapColumns([
        'Email',
        'Country/Region',
        'State/Region',
        'Postal Code',
        'Marketing consent',
        'Consent date',
        'Consent source',
        'Lead Status',
      ]),
    ).toMatchObject({
      region: 2,
      postalCode: 3,
      consent: 4,
      consentDate: 5,
      consentSource: 6,
    });
    expect(mapColumns(['Email', 'Mailing State/Province', 'Mailing Zip/Postal Code'])).toMatchObject({
      region: 1,
      postalCode: 2,
    });
    expect(mapColumns(['Email', 'Lead Status', 'Country/Region']).region).toBeUndefined();
  });

  it('numbers rows from 2, skips blank lines, and reports every kind of row error', () => {
    const r = collect([
      ['email', 'first name'],
      ['a@x.com', 'A'],
      ['', ''],
      [' ', 'B'],
      ['bad', 'C'],
      ['A@X.COM', 'D'],
      ['b@x.com', 'x'.repeat(201)],
    ]);
    expect(r.leads.map((l) => [l.rowNumber, l.email])).toEqual([[2, 'a@x.com']]);
    expect(r.errors).toEqual([
      'Row 3: Missing email',
      'Row 4: Invalid email format',
      'Row 5: Duplicate email (first seen in row 2)',
      'Row 6: First name is longer than 200 characters',
    ]);
    expect(r.errorRows).toEqual([3, 4, 5, 6]);
    expect(r.rowCount).toBe(5);
    expect(r.fileError).toBeNull();
  });

  it('whole-file messages', () => {
    expect(collect([]).fileError).toBe('CSV file is empty or has no valid data rows');
    expect(collect([['email']]).fileError).toBe('CSV file is empty or has no valid data rows');
    expect(collect([['name'], ['x']]).fileError).toBe('CSV must contain an email column');
    expect(collect([['email'], ['nope']]).fileError).toBe('No valid leads found in CSV');
  });

  it('counts all errors but keeps only as many messages as asked', () => {
    const c = new CsvLeadCollector({ keepErrors: 2 });
    c.addRecord(['email']);
    for (let i = 0; i < 5; i++) c.addRecord([`bad${i}`]);
    const r = c.finish();
    expect(r.errors).toHaveLength(2);
    expect(r.errorCount).toBe(5);
  });

  it('shows the first five errors, then "... and N more errors"', () => {
    const errs = Array.from({ length: 8 }, (_, i) => `Row ${i + 2}: Missing email`);
    expect(errorSummary(errs, 8)).toEqual([...errs.slice(0, 5), '... and 3 more errors']);
    expect(errorSummary(errs.slice(0, 5), 5)).toEqual(errs.slice(0, 5));
  });

  it('accepts .csv in any case only', () => {
    expect(isCsvFileName('Leads.CSV')).toBe(true);
    expect(isCsvFileName('leads.csv.xlsx')).toBe(false);
    expect(isCsvFileName('leads')).toBe(false);
  });
});
