import { LEAD_FIELD_MAX, type TLeadInput, type TValidLead } from './schemas';
import { LEAD_FIELD_LABEL as LABEL, mapColumns, type ColumnMap } from './csv-columns';
import { CSV_MSG } from './csv-messages';
import { applyMapping, cleanPhoneCell, looksLikePhone, phoneColumnOrder, type TColumnMapping } from './csv-mapping';

// Spec §5 "Campaign CSV import", in one place for the browser's preview and the server's import:
// an email column, row numbers from 2, 'Row N: …' messages. Rows arrive one at a time (the server
// streams the file through papaparse), so nothing here holds more than the leads and the error
// list. The column matching lives in csv-columns.ts, the messages in csv-messages.ts; both are
// re-exported here for the callers that import them from this file.

export { CSV_MSG, errorSummary, isCsvFileName } from './csv-messages';
export { mapColumns, type ColumnMap } from './csv-columns';

const TEXT_FIELDS = ['email', 'firstName', 'lastName', 'companyName', 'phoneNumber', 'website', 'industry'] as const;
/** Optional columns kept as typed (null when blank): where the callee is, and their consent. */
const OPTIONAL_FIELDS = ['region', 'postalCode', 'consent', 'consentDate', 'consentSource', 'hubspotRecordId'] as const;

function isBlank(cells: string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function cellAt(cells: string[], i: number | undefined): string {
  return i === undefined ? '' : (cells[i] ?? '');
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
  /** The admin's corrections of the proposed columns (the import's mapping step). */
  mapping?: TColumnMapping | null;
}

export interface CollectResult {
  /** A whole-file problem ('CSV must contain an email column', …); null when rows were read. */
  fileError: string | null;
  headers: string[];
  /** The header row as the file has it (case kept), for the mapping step and the lead's phone column. */
  rawHeaders: string[];
  columns: ColumnMap;
  /** The phone columns in the order each row tries them. */
  phoneColumns: number[];
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
  private rawHeaders: string[] = [];
  private columns: ColumnMap = {};
  private phoneColumns: number[] = [];
  private readonly mapping: TColumnMapping | null;
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
    this.mapping = opts.mapping ?? null;
  }

  /** True once the file can't be imported whatever follows (no email column, too many rows). */
  get stopped(): boolean {
    return this.fileError !== null || this.tooManyLeads;
  }

  /** One parsed CSV record. The first non-blank one is the header row. */
  addRecord(cells: string[]): void {
    if (this.stopped || isBlank(cells)) return; // blank and trailing lines
    if (!this.headers) {
      this.rawHeaders = cells.map((c) => c.trim());
      this.headers = cells.map((c) => c.trim().toLowerCase());
      this.columns = mapColumns(this.headers);
      this.phoneColumns = phoneColumnOrder(this.headers);
      if (this.mapping) {
        const applied = applyMapping(this.rawHeaders, this.columns, this.mapping);
        if ('error' in applied) this.fileError = applied.error;
        else ({ columns: this.columns, phones: this.phoneColumns } = applied);
      }
      if (this.phoneColumns.length) this.columns.phoneNumber = this.phoneColumns[0];
      else delete this.columns.phoneNumber;
      if (!this.fileError && this.columns.email === undefined) this.fileError = CSV_MSG.noEmailColumn;
      return;
    }
    const c = this.columns;
    // The first phone column with a number on this row (work, then mobile, then other).
    let phone = '';
    let phoneColumn: string | null = null;
    for (const i of this.phoneColumns) {
      const v = cleanPhoneCell(cellAt(cells, i));
      if (!v) continue;
      if (!phone) [phone, phoneColumn] = [v, this.rawHeaders[i]];
      if (looksLikePhone(v)) {
        [phone, phoneColumn] = [v, this.rawHeaders[i]];
        break;
      }
    }
    // Plain code, no closures per row: this runs 100k times per import.
    const lead: TLeadInput = {
      email: cellAt(cells, c.email),
      firstName: cellAt(cells, c.firstName),
      lastName: cellAt(cells, c.lastName),
      companyName: cellAt(cells, c.companyName),
      phoneNumber: phone,
      website: cellAt(cells, c.website),
      industry: cellAt(cells, c.industry),
      timezone: cellAt(cells, c.timezone),
      region: cellAt(cells, c.region),
      postalCode: cellAt(cells, c.postalCode),
      consent: cellAt(cells, c.consent),
      consentDate: cellAt(cells, c.consentDate),
      consentSource: cellAt(cells, c.consentSource),
      hubspotRecordId: cellAt(cells, c.hubspotRecordId),
    };
    this.addLead(lead, this.rowCount + 2, phoneColumn);
  }

  /** One lead from the JSON call (row = its index + 2, as if it came from a CSV). */
  addLead(input: TLeadInput, row: number, phoneColumn: string | null = null): void {
    this.rowCount++;
    const problem = this.check(input, row, phoneColumn);
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

  private check(input: TLeadInput, row: number, phoneColumn: string | null): TValidLead | string {
    const lead: TValidLead = {
      rowNumber: row,
      email: input.email.trim(),
      firstName: (input.firstName ?? '').trim(),
      lastName: (input.lastName ?? '').trim(),
      companyName: (input.companyName ?? '').trim(),
      phoneNumber: (input.phoneNumber ?? '').trim(),
      phoneColumn,
      website: (input.website ?? '').trim(),
      industry: (input.industry ?? '').trim(),
      timezone: null,
      region: null,
      postalCode: null,
      consent: null,
      consentDate: null,
      consentSource: null,
      hubspotRecordId: null,
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
      rawHeaders: this.rawHeaders,
      columns: this.columns,
      phoneColumns: this.phoneColumns,
      leads: this.leads,
      errors: this.errors,
      errorRows: this.errorRows,
      errorCount: this.errorCount,
      rowCount: this.rowCount,
      tooManyLeads: this.tooManyLeads,
    };
  }
}
