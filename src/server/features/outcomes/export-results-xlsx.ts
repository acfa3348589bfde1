import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import { resultExportRows } from './result-export-rows';

// GET /api/admin/campaigns/{id}/results.xlsx: the rows and columns of results.csv as a workbook,
// written as a stream. Every text goes in as a string cell, never a formula, so a lead's
// `=HYPERLINK(…)` stays text without the apostrophe the CSV needs; numbers stay numbers.

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const cellValue = (v: unknown): string | number | null =>
  v === null || v === undefined ? null : typeof v === 'number' ? v : String(v);

export async function exportResultsXlsx(
  ctx: AppContext,
  campaignId: string,
): Promise<{ stream: Readable; fileName: string }> {
  const { header, pages, fileStem } = await resultExportRows(ctx, campaignId);
  const out = new PassThrough();
  // Inline strings rather than a shared-strings table: the table would sit in memory until the end.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Results');
  const write = async () => {
    sheet.addRow(header).commit();
    for await (const rows of pages()) for (const r of rows) sheet.addRow(r.map(cellValue)).commit();
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream: out, fileName: `${fileStem}.xlsx` };
}
