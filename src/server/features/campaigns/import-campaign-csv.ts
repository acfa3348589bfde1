import { CsvLeadCollector, CSV_MSG, isCsvFileName } from '@common/campaigns/csv-leads';
import { ZColumnMapping, type TColumnMapping } from '@common/campaigns/csv-mapping';
import { IMPORT_ERRORS_RETURNED, MAX_LEADS_PER_CAMPAIGN, ZCampaignName } from '@common/campaigns/schemas';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { assertImportable, importRejected } from './import-errors';
import { ZImportId, type ImportLine } from './import-line';
import { parseCsvStream } from './parse-csv-stream';
import { saveCampaign } from './save-campaign';

/** The `mapping` field (JSON, sent before the file): the columns the admin chose in the mapping step. */
function parseMapping(value: string): TColumnMapping {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw importRejected('The column mapping is not valid JSON');
  }
  const parsed = ZColumnMapping.safeParse(json);
  if (!parsed.success) throw importRejected('The column mapping names unknown fields or is too long');
  return parsed.data as TColumnMapping;
}

/** One part of the multipart upload, in the order the browser sent them. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; fileName: string; stream: AsyncIterable<Buffer> };

export interface ImportCampaignCsvInput {
  parts: AsyncIterable<UploadPart>;
  skipInvalid: boolean;
  createdBy: string | null;
  /** At most IMPORT_CONCURRENCY imports read and write at once; the rest wait here. */
  line: ImportLine;
}

/**
 * POST /api/admin/campaigns/import: the file is parsed as it arrives (papaparse on the request
 * stream), so a 10 MB upload never sits in memory as text; the campaign and its leads are then
 * written, all or nothing (save-campaign.ts). Nothing is written unless the whole file was read
 * and accepted.
 * A `mapping` field (JSON: `{ fields, phones }`) sent
 * before the file replaces the proposed columns. An `importId` field sent before the file names the import for GET …/imports/{id} (its place in
 * line, then leads written so far; kept in the database, so any process answers).
 */
export async function importCampaignCsv(ctx: AppContext, input: ImportCampaignCsvInput) {
  let name = '';
  let importId: string | null = null;
  let skipInvalid = input.skipInvalid;
  let mapping: TColumnMapping | null = null;
  let collected: ReturnType<CsvLeadCollector['finish']> | null = null;
  let leave: ((ok: boolean) => Promise<void>) | null = null;
  try {
    for await (const part of input.parts) {
      if (part.kind === 'field') {
        if (part.name === 'name') name = part.value;
        if (part.name === 'skipInvalid') skipInvalid = part.value === 'true';
        if (part.name === 'importId' && ZImportId.safeParse(part.value).success) importId = part.value;
        if (part.name === 'mapping') mapping = parseMapping(part.value);
        continue;
      }
      if (part.name !== 'file' || collected) throw importRejected('Send one CSV file in the "file" field');
      if (!isCsvFileName(part.fileName)) throw importRejected(CSV_MSG.invalidType);
      importId ??= randomUUID();
      // Waiting here leaves the file unread: the upload pauses instead of piling up in memory.
      leave = await input.line.enter(importId, input.createdBy);
      const collector = new CsvLeadCollector({
        keepErrors: IMPORT_ERRORS_RETURNED,
        maxLeads: MAX_LEADS_PER_CAMPAIGN,
        mapping,
      });
      const id = importId;
      await parseCsvStream(part.stream, collector, (read) => input.line.reading(id, read));
      collected = collector.finish();
    }
    const parsedName = ZCampaignName.safeParse(name);
    if (!parsedName.success || !collected)
      throw importRejected(`${CSV_MSG.missingInfo}: a campaign name and a CSV file are both required`);
    assertImportable(collected, skipInvalid);
    const id = importId;
    const saved = await saveCampaign(ctx, {
      name: parsedName.data,
      source: 'csv',
      leads: collected.leads,
      createdBy: input.createdBy,
      importId: id,
      onProgress: (written, total) => id && input.line.progress(id, written, total),
    });
    await leave?.(true);
    return { ...saved, skippedCount: collected.errorCount };
  } finally {
    await leave?.(false);
  }
}
