// Every CSV the app writes (the results export, the skipped-rows report, the AI Upload's enriched
// file) goes through here. Values are stored as typed; only on the way out is a cell that a
// spreadsheet would run as a formula neutralised by an apostrophe (OWASP "CSV injection"): at the
// cell's start (=, +, -, @, tab, CR), and before =, +, -, @ after every character a spreadsheet may split a line on
// (comma, semicolon, tab, line breaks). Quoting alone is not enough: a reader set to split on ';'
// without honouring quotes turned `x;=6*7&"` into a live `=6*7&"`.

/**
 * A formula character starting the cell or a piece a split would make: after a separator or a line
 * break, past spaces and quotes a reader may trim. The apostrophe goes right before it.
 */
const FORMULA_PIECE = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@])/g;
/** A tab or carriage return first is read as a formula start by some spreadsheets, too. */
const CONTROL_START = /^[\t\r]/;

export function neutraliseCell(value: string): string {
  const inner = value.replace(FORMULA_PIECE, "$1$2'");
  return CONTROL_START.test(inner) ? `'${inner}` : inner;
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
