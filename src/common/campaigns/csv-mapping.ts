import { z } from 'zod';
import type { ColumnMap, LeadField } from './csv-columns';

// The import's mapping step: which column of the file feeds which lead field, as the preview
// proposes it (csv-columns.ts) and the admin corrects it. Phones come from an ordered list of
// columns, tried per row: a contact whose work number is blank keeps its mobile one.

/** Fields the admin maps to one column each (the phone has its own ordered list). */
export const MAPPED_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'companyName',
  'website',
  'industry',
  'timezone',
  'region',
  'postalCode',
  'consent',
  'consentDate',
  'consentSource',
  'hubspotRecordId',
] as const satisfies readonly LeadField[];
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** Columns are named by their header as the file has it (compared trimmed and case-blind). */
const header = z.string().max(120);
export const ZColumnMapping = z.object({
  fields: z.object(Object.fromEntries(MAPPED_FIELDS.map((f) => [f, header.nullable().optional()]))).strict(),
  /** Tried in this order on each row; the first usable number wins. */
  phones: z.array(header).max(8),
});
export type TColumnMapping = { fields: Partial<Record<MappedField, string | null>>; phones: string[] };

const key = (h: string) => h.trim().toLowerCase();
const isPhoneHeader = (h: string) => /phone|mobile|\bcell|\btel\b|telephone/.test(h) && !/opt|status|type|ext/.test(h);

/**
 * The phone columns of a file in the order they are tried: work numbers first (corporate, company,
 * direct, office, or a plain "Phone"), then mobile, then the rest (home, other).
 */
export function phoneColumnOrder(headers: string[]): number[] {
  const rank = (h: string) => (/mobile|\bcell/.test(h) ? 1 : /other|home|personal|fax/.test(h) ? 2 : 0);
  return headers
    .map((h, i) => ({ h: key(h), i }))
    .filter(({ h }) => isPhoneHeader(h))
    .sort((a, b) => rank(a.h) - rank(b.h) || a.i - b.i)
    .map(({ i }) => i);
}

/** Apply the admin's mapping over the proposed one; an error names a column the file lacks. */
export function applyMapping(
  headers: string[],
  auto: ColumnMap,
  mapping: TColumnMapping,
): { columns: ColumnMap; phones: number[] } | { error: string } {
  const index = new Map<string, number>();
  headers.forEach((h, i) => index.has(key(h)) || index.set(key(h), i));
  const columns: ColumnMap = { ...auto };
  delete columns.phoneNumber;
  for (const f of MAPPED_FIELDS) {
    const chosen = mapping.fields[f];
    if (chosen === undefined) continue;
    if (chosen === null) {
      delete columns[f];
      continue;
    }
    const i = index.get(key(chosen));
    if (i === undefined) return { error: `The file has no column "${chosen}"` };
    columns[f] = i;
  }
  const phones: number[] = [];
  for (const p of mapping.phones) {
    const i = index.get(key(p));
    if (i === undefined) return { error: `The file has no column "${p}"` };
    if (!phones.includes(i)) phones.push(i);
  }
  return { columns, phones };
}

/**
 * A phone cell without spreadsheet artefacts: the leading apostrophe that keeps a spreadsheet from
 * reading "+1…" as a number, and Excel's ="…" text formula.
 */
export function cleanPhoneCell(cell: string): string {
  let s = cell.trim();
  const formula = /^="(.*)"$/.exec(s);
  if (formula) s = formula[1].trim();
  return s.replace(/^'+/, '').trim();
}

/** Worth dialling at all: at least seven digits (the phone rules decide later whether it is valid). */
export const looksLikePhone = (s: string) => (s.match(/\d/g)?.length ?? 0) >= 7;
