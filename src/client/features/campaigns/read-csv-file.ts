import Papa from 'papaparse';
import { CsvLeadCollector, type CollectResult } from '@common/campaigns/csv-leads';
import type { TColumnMapping } from '@common/campaigns/csv-mapping';
import { CSV_PREVIEW_ROWS } from '@common/campaigns/schemas';
import { toCsv } from '@common/campaigns/csv-write';

export interface SkippedRow {
  row: number;
  error: string;
  cells: string[];
}

export interface CsvFileCheck {
  result: CollectResult;
  /** The first 5 data rows as the file has them. */
  preview: string[][];
  skipped: SkippedRow[];
}

/**
 * Reads the chosen file in the browser with the same rules the server applies (one shared
 * collector), so errors show before anything is sent. Streams in chunks: a 10 MB file is fine.
 */
export function readCsvFile(file: File, mapping: TColumnMapping | null = null): Promise<CsvFileCheck> {
  const collector = new CsvLeadCollector({ mapping });
  const preview: string[][] = [];
  const skipped: SkippedRow[] = [];
  let headerSeen = false;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunk(results) {
        for (const cells of results.data) {
          if (!headerSeen) {
            headerSeen = true;
            collector.addRecord(cells);
            continue;
          }
          if (preview.length < CSV_PREVIEW_ROWS) preview.push(cells);
          const before = collector.finish().errorCount;
          collector.addRecord(cells);
          const after = collector.finish();
          if (after.errorCount > before)
            skipped.push({
              row: after.errorRows[after.errorRows.length - 1],
              error: after.errors[after.errors.length - 1],
              cells,
            });
        }
      },
      complete: () => resolve({ result: collector.finish(), preview, skipped }),
      error: (err) => reject(err),
    });
  });
}

/** The downloadable report of rows an import skipped: row number, reason, then the row as it was. */
export function skippedRowsCsv(headers: string[], skipped: SkippedRow[]): string {
  return toCsv(
    ['row', 'error', ...headers],
    skipped.map((s) => [s.row, s.error.replace(/^Row \d+: /, ''), ...s.cells]),
  );
}
