import { CSV_MSG, CsvLeadCollector } from '@common/campaigns/csv-leads';
import {
  IMPORT_ERRORS_RETURNED,
  MAX_LEADS_PER_CAMPAIGN,
  type TCampaignSource,
  type TLeadInput,
} from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { assertImportable } from './import-errors';
import { saveCampaign } from './save-campaign';

export interface CreateCampaignWithLeadsInput {
  name: string;
  source: TCampaignSource;
  leads: TLeadInput[];
  createdBy: string | null;
  /** Import the valid leads and skip the invalid ones instead of refusing the whole list. */
  skipInvalid?: boolean;
}

export interface CreateCampaignWithLeadsResult {
  campaignId: string;
  leadCount: number;
  skippedCount: number;
  /** Leads imported with a phone that can't be read as a number (never called). */
  unreadablePhoneCount: number;
  /** Leads whose number is already in another running campaign (called once a day across campaigns). */
  sharedLeadCount: number;
}

/**
 * Creates a campaign with its leads in one transaction, after the CSV rules of spec §5 (leads are
 * numbered as CSV rows: index + 2). Used by POST /api/admin/campaigns/create, the AI Upload and
 * Lead Scout. Throws a VALIDATION AppError with details { errors, errorCount } when refused.
 */
export async function createCampaignWithLeads(
  ctx: AppContext,
  input: CreateCampaignWithLeadsInput,
): Promise<CreateCampaignWithLeadsResult> {
  const collector = new CsvLeadCollector({ keepErrors: IMPORT_ERRORS_RETURNED, maxLeads: MAX_LEADS_PER_CAMPAIGN });
  input.leads.forEach((lead, i) => collector.addLead(lead, i + 2));
  const result = collector.finish();
  // A JSON list has no header row: "empty" means no leads at all.
  if (input.leads.length === 0) result.fileError = CSV_MSG.noValidLeads;
  assertImportable(result, input.skipInvalid ?? false);
  const saved = await saveCampaign(ctx, {
    name: input.name.trim(),
    source: input.source,
    leads: result.leads,
    createdBy: input.createdBy,
  });
  return { ...saved, skippedCount: result.errorCount };
}
