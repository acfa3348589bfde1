import { CsvLeadCollector, CSV_MSG, isCsvFileName } from '@common/campaigns/csv-leads';
import { IMPORT_ERRORS_RETURNED, MAX_LEADS_PER_CAMPAIGN, ZCampaignName } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { assertImportable, importRejected } from './import-errors';
import { parseCsvStream } from './parse-csv-stream';
import { saveCampaign } from './save-campaign';

/** One part of the multipart upload, in the order the browser sent them. */
export type UploadPart = { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; fileName: string; stream: AsyncIterable<Buffer> };

export interface ImportCampaignCsvInput {
  parts: AsyncIterable<UploadPart>;
  skipInvalid: boolean;
  createdBy: string | null;
}

/**
 * POST /api/admin/campaigns/import: the file is parsed as it arrives (papaparse on the request
 * stream), so a 10 MB upload never sits in memory as text; the campaign and all its leads are then
 * written in one transaction. Nothing is written unless the whole file was read and accepted.
 */
export async function importCampaignCsv(ctx: AppContext, input: ImportCampaignCsvInput) {
  let name = '';
  let skipInvalid = input.skipInvalid;
  let collected: ReturnType<CsvLeadCollector['finish']> | null = null;
  for await (const part of input.parts) {
    if (part.kind === 'field') {
      if (part.name === 'name') name = part.value;
      if (part.name === 'skipInvalid') skipInvalid = part.value === 'true';
      continue;
    }
    if (part.name !== 'file' || collected) throw importRejected('Send one CSV file in the "file" field');
    if (!isCsvFileName(part.fileName)) throw importRejected(CSV_MSG.invalidType);
    const collector = new CsvLeadCollector({ keepErrors: IMPORT_ERRORS_RETURNED, maxLeads: MAX_LEADS_PER_CAMPAIGN });
    await parseCsvStream(part.stream, collector);
    collected = collector.finish();
  }
  const parsedName = ZCampaignName.safeParse(name);
  if (!parsedName.success || !collected) throw importRejected(`${CSV_MSG.missingInfo}: a campaign name and a CSV file are both required`);
  assertImportable(collected, skipInvalid);
  const saved = await saveCampaign(ctx, { name: parsedName.data, source: 'csv', leads: collected.leads, createdBy: input.createdBy });
  return { ...saved, skippedCount: collected.errorCount };
}
