import { LEAD_FIELD_MAX, type TLeadInput, type TValidLead } from './schemas';

// Spec §5 "Campaign CSV import", in one place for the browser's preview and the server's import:
// headers trimmed and lower-cased, an email column, columns matched by name fragments, row
// numbers from 2, 'Row N: …' messages. Rows arrive one at a time (the server streams the file
// through papaparse), so nothing here holds more than the leads and the error list.

export const CSV_MSG = {
  invalidType: 'Please select a CSV file',
  invalidTypeTitle: 'Invalid file type',
  missingInfo: 'Missing information',
  empty: 'CSV file is empty or has no valid data rows',
  noEmailColumn: 'CSV must contain an email column',
  noValidLeads: 'No valid leads found in CSV',
  tooLarge: 'File is too large: the limit is 10 MB',
  notUtf8: 'The file is not valid UTF-8 text. Save it as "CSV UTF-8" and try again.',
  binary: 'The file contains NUL bytes, so it is not a text CSV. Save it as "CSV UTF-8" and try again.',
  unterminatedQuote: 'The file ends inside a quoted field (a closing " is missing)',
  tooManyLeads: (max: number) => `The file has more than ${max.toLocaleString('en-US')} rows`,
  rowsInvalid: (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} errors`,
  missingEmail: (row: number) => `Row ${row}: Missing email`,
  invalidEmail: (row: number) => `Row ${row}: Invalid email format`,
  duplicate: (row: number, first: number) => `Row ${row}: Duplicate email (first seen in row ${first})`,
  tooLong: (row: number, label: string, max: number) => `Row ${row}: ${label} is longer than ${max} characters`,
  badTimezone: (row: number, tz: string) => `Row ${row}: Unknown time zone '${tz.slice(0, 64)}'`,
  moreErrors: (n: number) => `... and ${n} more errors`,
} as const;

type Field = keyof TLeadInput;
const LABEL: Record<Field, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  phoneNumber: 'Phone',
  website: 'Website',
  industry: 'Industry',
  timezone: 'Time zone',
  region: 'State',
  postalCode: 'ZIP',
  consent: 'Consent',
  consentDate: 'Consent date',
  consentSource: 'Consent source',
};

const TEXT_FIELDS = ['email', 'firstName', 'lastName', 'companyName', 'phoneNumber', 'website', 'industry'] as const;
/** Optional columns kept as typed (null when blank): where the callee is, and their consent. */
const OPTIONAL_FIELDS = ['region', 'postalCode', 'consent', 'consentDate', 'consentSource'] as const;

function isBlank(cells: string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function cellAt(cells: string[], i: number | undefined): string {
  return i === undefined ? '' : (cells[i] ?? '');
}

const has = (h: string, ...parts: string[]) => parts.every((p) => h.includes(p));
/** First header matching one of the tests, tried in order of preference. */
const pick = (headers: string[], ...tests: Array<(h: string) => boolean>) => {
  for (const test of tests) {
    const i = headers.findIndex(test);
    if (i >= 0) return i;
  }
  return -1;
};

export type ColumnMap = Partial<Record<Field, number>>;

/**
 * Spec §5 fragments (first+name, last+name, company or organization, phone or mobile, website or
 * url) with a preference order, so CRM exports with "Email Opt Out" or "LinkedIn URL" columns
 * still pick the right one.
 */
export function mapColumns(rawHeaders: string[]): ColumnMap {
  const h = rawHeaders.map((x) => x.trim().toLowerCase());
  const map: ColumnMap = {};
  const set = (f: Field, i: number) => {
    if (i >= 0) map[f] = i;
  };
  set(
    'email',
    pick(
      h,
      (x) => x === 'email' || x === 'e-mail',
      (x) => /^(e-?mail|work e-?mail|email address)/.test(x),
      (x) => x.includes('email') || x.includes('e-mail'),
    ),
  );
  set(
    'firstName',
    pick(
      h,
      (x) => has(x, 'first', 'name'),
      (x) => x === 'first' || x === 'given name',
    ),
  );
  set(
    'lastName',
    pick(
      h,
      (x) => has(x, 'last', 'name'),
      (x) => x === 'last' || x === 'surname' || x === 'family name',
    ),
  );
  set(
    'companyName',
    pick(
      h,
      (x) => x.includes('company'),
      (x) => x.includes('organization') || x.includes('organisation'),
    ),
  );
  set(
    'phoneNumber',
    pick(
      h,
      (x) => x.includes('phone') && !x.includes('mobile'),
      (x) => x.includes('phone') || x.includes('mobile'),
    ),
  );
  set(
    'website',
    pick(
      h,
      (x) => x.includes('website'),
      (x) => x.includes('url') && !x.includes('linkedin'),
      (x) => x.includes('url'),
    ),
  );
  set(
    'industry',
    pick(h, (x) => x.includes('industry')),
  );
  set(
    'timezone',
    pick(
      h,
      (x) => x.replace(/[\s_-]/g, '').includes('timezone'),
      (x) => x === 'tz',
    ),
  );
  // Issue 25: HubSpot "State/Region", Salesforce "Mailing State/Province", "Postal Code", "ZIP"…
  // A "Country/Region" column is a country, never a state.
  set(
    'region',
    pick(
      h,
      (x) => x.includes('state') && !x.includes('status') && !x.includes('statement'),
      (x) => x.includes('province'),
      (x) => x === 'region' || (x.endsWith('region') && !x.includes('country')),
    ),
  );
  set(
    'postalCode',
    pick(
      h,
      (x) => x.includes('zip'),
      (x) => x.includes('postal') || x.includes('postcode'),
    ),
  );
  const consent = pick(
    h,
    (x) =>
      (x.includes('consent') || x.includes('opt-in') || x.includes('opt in') || x.includes('optin')) &&
      !x.includes('date') &&
      !x.includes('source') &&
      !x.includes('time'),
  );
  set('consent', consent);
  set(
    'consentDate',
    pick(
      h,
      (x) =>
        (x.includes('consent') || x.includes('opt')) &&
        (x.includes('date') || x.includes('time')) &&
        !x.includes('out'),
    ),
  );
  set(
    'consentSource',
    pick(
      h,
      (x) =>
        (x.includes('consent') || x.includes('opt-in') || x.includes('opt in')) &&
        (x.includes('source') || x.includes('method') || x.includes('url')),
    ),
  );
  return map;
}

/** Spec §5: an email must contain "@" and "." (plus: no spaces, something on both sides of @). */
export const isEmailFormat = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email) && email.includes('.');

/** The canonical IANA name, or null when the runtime doesn't know the zone. */
export function canonicalTimeZone(tz: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface CollectOptions {
  /** How many error messages to keep (all are counted). */
  keepErrors?: number;
  /** Stop keeping leads beyond this many (the caller reports it). */
  maxLeads?: number;
}

export interface CollectResult {
  /** A whole-file problem ('CSV must contain an email column', …); null when rows were read. */
  fileError: string | null;
  headers: string[];
  columns: ColumnMap;
  leads: TValidLead[];
  /** 'Row N: …' in row order, at most keepErrors of them. */
  errors: string[];
  /** Row numbers with errors (all of them), for the skipped-rows report. */
  errorRows: number[];
  errorCount: number;
  /** Data rows seen (blank lines excluded). */
  rowCount: number;
  tooManyLeads: boolean;
}

export class CsvLeadCollector {
  private headers: string[] | null = null;
  private columns: ColumnMap = {};
  private readonly seen = new Map<string, number>();
  private readonly leads: TValidLead[] = [];
  private readonly errors: string[] = [];
  private readonly errorRows: number[] = [];
  private errorCount = 0;
  private rowCount = 0;
  private fileError: string | null = null;
  private tooManyLeads = false;
  private readonly keepErrors: number;
  private readonly maxLeads: number;

  constructor(opts: CollectOptions = {}) {
    this.keepErrors = opts.keepErrors ?? Infinity;
    this.maxLeads = opts.maxLeads ?? Infinity;
  }

  /** True once the file can't be imported whatever follows (no email column, too many rows). */
  get stopped(): boolean {
    return this.fileError !== null || this.tooManyLeads;
  }

  /** One parsed CSV record. The first non-blank one is the header row. */
  addRecord(cells: string[]): void {
    if (this.stopped || isBlank(cells)) return; // blank and trailing lines
    if (!this.headers) {
      this.headers = cells.map((c) => c.trim().toLowerCase());
      this.columns = mapColumns(this.headers);
      if (this.columns.email === undefined) this.fileError = CSV_MSG.noEmailColumn;
      return;
    }
    const c = this.columns;
    // Plain code, no closures per row: this runs 100k times per import.
    const lead: TLeadInput = {
      email: cellAt(cells, c.email),
      firstName: cellAt(cells, c.firstName),
      lastName: cellAt(cells, c.lastName),
      companyName: cellAt(cells, c.companyName),
      phoneNumber: cellAt(cells, c.phoneNumber),
      website: cellAt(cells, c.website),
      industry: cellAt(cells, c.industry),
      timezone: cellAt(cells, c.timezone),
      region: cellAt(cells, c.region),
      postalCode: cellAt(cells, c.postalCode),
      consent: cellAt(cells, c.consent),
      consentDate: cellAt(cells, c.consentDate),
      consentSource: cellAt(cells, c.consentSource),
    };
    this.addLead(lead, this.rowCount + 2);
  }

  /** One lead from the JSON call (row = its index + 2, as if it came from a CSV). */
  addLead(input: TLeadInput, row: number): void {
    this.rowCount++;
    const problem = this.check(input, row);
    if (typeof problem === 'string') {
      this.errorCount++;
      this.errorRows.push(row);
      if (this.errors.length < this.keepErrors) this.errors.push(problem);
      return;
    }
    if (this.leads.length >= this.maxLeads) {
      this.tooManyLeads = true;
      return;
    }
    this.leads.push(problem);
  }

  private check(input: TLeadInput, row: number): TValidLead | string {
    const lead: TValidLead = {
      rowNumber: row,
      email: input.email.trim(),
      firstName: (input.firstName ?? '').trim(),
      lastName: (input.lastName ?? '').trim(),
      companyName: (input.companyName ?? '').trim(),
      phoneNumber: (input.phoneNumber ?? '').trim(),
      website: (input.website ?? '').trim(),
      industry: (input.industry ?? '').trim(),
      timezone: null,
      region: null,
      postalCode: null,
      consent: null,
      consentDate: null,
      consentSource: null,
    };
    if (!lead.email) return CSV_MSG.missingEmail(row);
    for (const f of OPTIONAL_FIELDS) {
      const v = (input[f] ?? '').trim();
      if (v.length > LEAD_FIELD_MAX[f]) return CSV_MSG.tooLong(row, LABEL[f], LEAD_FIELD_MAX[f]);
      lead[f] = v || null;
    }
    const tzText = (input.timezone ?? '').trim();
    for (const f of TEXT_FIELDS) {
      if (lead[f].length > LEAD_FIELD_MAX[f]) return CSV_MSG.tooLong(row, LABEL[f], LEAD_FIELD_MAX[f]);
    }
    if (tzText.length > LEAD_FIELD_MAX.timezone) return CSV_MSG.tooLong(row, LABEL.timezone, LEAD_FIELD_MAX.timezone);
    if (!isEmailFormat(lead.email)) return CSV_MSG.invalidEmail(row);
    if (tzText) {
      lead.timezone = canonicalTimeZone(tzText);
      if (!lead.timezone) return CSV_MSG.badTimezone(row, tzText);
    }
    const key = lead.email.toLowerCase();
    const first = this.seen.get(key);
    if (first !== undefined) return CSV_MSG.duplicate(row, first);
    this.seen.set(key, row);
    return lead;
  }

  finish(): CollectResult {
    let fileError = this.fileError;
    if (!fileError && this.rowCount === 0) fileError = CSV_MSG.empty;
    if (!fileError && this.leads.length === 0) fileError = CSV_MSG.noValidLeads;
    return {
      fileError,
      headers: this.headers ?? [],
      columns: this.columns,
      leads: this.leads,
      errors: this.errors,
      errorRows: this.errorRows,
      errorCount: this.errorCount,
      rowCount: this.rowCount,
      tooManyLeads: this.tooManyLeads,
    };
  }
}

/** Spec §2: the first 5 errors, then '... and N more errors'. */
export function errorSummary(errors: string[], errorCount: number, shown = 5): string[] {
  const head = errors.slice(0, shown);
  return errorCount > shown ? [...head, CSV_MSG.moreErrors(errorCount - shown)] : head;
}

/** Spec §5: the file name must end in .csv (any case). */
export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());
