import { z } from 'zod';

// GET /api/admin/campaigns/imports/{importId}: what the Upload tab shows while its upload runs
//: its place in line, then rows read, then leads saved of the total.

export const ZImportId = z.uuid();

/** An import's states, in order; stored in `campaign_imports.state` (CHECKed from this list). */
export const IMPORT_STATES = ['waiting', 'reading', 'writing', 'done', 'failed'] as const;
export type TImportState = (typeof IMPORT_STATES)[number];

export const ZImportStatus = z.object({
  state: z.enum(IMPORT_STATES),
  /** 1 = next to start; only while waiting. */
  position: z.number().int().nullable(),
  /** CSV records read so far (while reading; the file's row count is not known until the end). */
  read: z.number().int(),
  written: z.number().int(),
  total: z.number().int(),
});
export type TImportStatus = z.infer<typeof ZImportStatus>;

const n = (x: number) => x.toLocaleString('en-US');

/** The Upload tab's progress line; `null` status = the server has not seen the upload yet. */
export function importProgressText(status: TImportStatus | null): string {
  if (!status) return 'Uploading the file...';
  switch (status.state) {
    case 'waiting':
      return `Waiting for other imports to finish: number ${status.position ?? 1} in line`;
    case 'reading':
      return status.read > 0 ? `Reading the file: ${n(status.read)} rows read` : 'Reading the file...';
    case 'writing':
    case 'done':
      return `Saving leads: ${n(status.written)} of ${n(status.total)}`;
    case 'failed':
      return 'Import failed';
  }
}
