// Spec §5's messages for a campaign CSV, shared by the browser's preview and the server's import,
// and the two whole-file helpers that only speak in them.

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

/** Spec §2: the first 5 errors, then '... and N more errors'. */
export function errorSummary(errors: string[], errorCount: number, shown = 5): string[] {
  const head = errors.slice(0, shown);
  return errorCount > shown ? [...head, CSV_MSG.moreErrors(errorCount - shown)] : head;
}

/** Spec §5: the file name must end in .csv (any case). */
export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());
