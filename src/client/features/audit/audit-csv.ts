import type { TAuditEntry } from '@common/audit/schemas';

const COLUMNS = [
  'at',
  'sentence',
  'actor',
  'actorKind',
  'role',
  'address',
  'action',
  'target',
  'campaignName',
  'outcome',
  'changed',
] as const;

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs a cell as a formula. */
function cell(value: unknown): string {
  let s = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function auditCsv(entries: TAuditEntry[]): string {
  return [COLUMNS.join(','), ...entries.map((e) => COLUMNS.map((c) => cell(e[c])).join(','))].join('\r\n') + '\r\n';
}
