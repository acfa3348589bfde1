import { Readable } from 'node:stream';
import { csvCell } from '@common/campaigns/csv-write';
import type { AppContext } from '../../context';
import { resultExportRows } from './result-export-rows';

// GET /api/admin/campaigns/{id}/results.csv, streamed a page at a time so the first bytes leave at
// once. Cells go through csvCell: quoted per RFC 4180 and neutralised when a spreadsheet would run
// them as a formula.

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export async function exportResultsCsv(
  ctx: AppContext,
  campaignId: string,
): Promise<{ stream: Readable; fileName: string }> {
  const { header, pages, fileStem } = await resultExportRows(ctx, campaignId);
  async function* generate() {
    yield `\uFEFF${line(header)}`;
    for await (const rows of pages()) yield rows.map(line).join('');
  }
  return { stream: Readable.from(generate()), fileName: `${fileStem}.csv` };
}
