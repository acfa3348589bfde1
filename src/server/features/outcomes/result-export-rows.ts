import type { AppContext } from '../../context';
import { getOutcomeSettings } from '../campaign-settings/outcome-settings';
import { exportPage, type ResultRow } from './results.repo';

// The rows of the results export, one per lead with its latest outcome and fields, shared by
// results.csv and results.xlsx so the two files always hold the same columns and rows. Read a page
// at a time (keyset on lead id, one query a page), so a 100,000-lead campaign never sits in memory.

const PAGE = 5000;
const BASE = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'call_status',
  'disposition',
  'summary',
  'prompt_version',
  'reader',
  'duration_seconds',
  'answered_by',
  'recording_url',
  'completed_at',
  'direction',
];

const fieldCell = (v: unknown) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v);

interface ResultExport {
  header: string[];
  /** Pages of rows, each cell a string, a number or null. */
  pages: () => AsyncGenerator<unknown[][]>;
  fileStem: string;
}

export async function resultExportRows(ctx: AppContext, campaignId: string): Promise<ResultExport> {
  const settings = await getOutcomeSettings(ctx, campaignId);
  const fieldNames = settings.fields.map((f) => f.name);
  const row = (r: ResultRow): unknown[] => [
    r.firstName,
    r.lastName,
    r.email,
    r.phone,
    r.companyName,
    r.callStatus,
    r.disposition,
    r.summary,
    r.version,
    r.reader,
    r.durationSeconds,
    r.answeredBy,
    r.recordingUrl,
    r.completedAt,
    r.direction,
    ...fieldNames.map((f) => fieldCell(r.fields[f])),
  ];
  async function* pages() {
    let afterId: string | null = null;
    for (;;) {
      const rows = await exportPage(ctx.db, campaignId, afterId, PAGE);
      if (!rows.length) return;
      yield rows.map(row);
      if (rows.length < PAGE) return;
      afterId = rows[rows.length - 1].leadId;
    }
  }
  return { header: [...BASE, ...fieldNames], pages, fileStem: `campaign-${campaignId.slice(0, 8)}-results` };
}
