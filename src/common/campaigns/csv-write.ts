// Every CSV the app writes (the skipped-rows report, the AI Upload's enriched file) goes through
// here. Values are stored as typed; only on the way out is a cell that a spreadsheet would run as
// a formula (=, +, -, @, tab, CR first) neutralised by a leading apostrophe (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180 quoting: quotes doubled; a cell with a quote, a line break or a separator is quoted. The
 * separator is whatever the reader's locale uses (comma, semicolon in de-DE/fr-FR Excel, tab): an
 * unquoted `Acme;=1+1` would be split there into `Acme` and a live `=1+1`.
 */
function quote(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return quote(neutraliseCell(s));
}

/** Header plus rows, CRLF line ends, with a UTF-8 BOM so spreadsheet apps read non-ASCII text right. */
export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
