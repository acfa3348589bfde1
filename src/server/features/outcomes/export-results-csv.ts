import { Readable } from 'node:stream';
import { csvCell } from '@common/campaigns/csv-write';
import type { AppContext } from '../../context';
import { getOutcomeSettings } from '../campaign-settings/outcome-settings';
import { exportPage, type ResultRow } from './results.repo';

// GET /api/admin/campaigns/{id}/results.csv: one row per lead with its latest outcome and fields,
// streamed a page at a time (keyset on lead id, one query a page: exportPage), so a 100,000-lead
// campaign never sits in memory and the first bytes leave at once. Cells go through csvCell: quoted per RFC 4180 and neutralised
// when a spreadsheet would run them as a formula.

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
];

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
const fieldCell = (v: unknown) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v);

export async function exportResultsCsv(
  ctx: AppContext,
  campaignId: string,
): Promise<{ stream: Readable; fileName: string }> {
  const settings = await getOutcomeSettings(ctx, campaignId);
  const fieldNames = settings.fields.map((f) => f.name);
  const row = (r: ResultRow) =>
    line([
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
      ...fieldNames.map((f) => fieldCell(r.fields[f])),
    ]);
  async function* generate() {
    yield `\uFEFF${line([...BASE, ...fieldNames])}`;
    let afterId: string | null = null;
    for (;;) {
      const rows = await exportPage(ctx.db, campaignId, afterId, PAGE);
      if (!rows.length) return;
      yield rows.map(row).join('');
      if (rows.length < PAGE) return;
      afterId = rows[rows.length - 1].leadId;
    }
  }
  return { stream: Readable.from(generate()), fileName: `campaign-${campaignId.slice(0, 8)}-results.csv` };
}
