import { AppError } from '@common/errors';
import { IMPORT_ERRORS_RETURNED } from '@common/campaigns/schemas';
import { CSV_MSG, type CollectResult } from '@common/campaigns/csv-leads';

/** The 400 of create and import: AppError carrying the 'Row N: …' lines for `{ error, errors, errorCount }`. */
export function importRejected(message: string, errors: string[] = [], errorCount = errors.length): AppError {
  return new AppError('VALIDATION', message, { errors: errors.slice(0, IMPORT_ERRORS_RETURNED), errorCount });
}

/**
 * Decides what a collected file may become. By default any row error blocks the import; with
 * skipInvalid the valid rows go in and the rest are counted as skipped.
 */
export function assertImportable(result: CollectResult, skipInvalid: boolean): void {
  if (result.tooManyLeads) throw importRejected(CSV_MSG.tooManyLeads(result.leads.length));
  if (result.fileError) throw importRejected(result.fileError, result.errors, result.errorCount);
  if (result.errorCount > 0 && !skipInvalid)
    throw importRejected(CSV_MSG.rowsInvalid(result.errorCount), result.errors, result.errorCount);
}
