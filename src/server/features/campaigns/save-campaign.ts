import type { TCampaignSource, TValidLead } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { bulkInsertLeads, insertCampaign, type LeadToInsert } from './campaigns.repo';
import { leadPhoneE164 } from './lead-phone';

export interface SaveCampaignInput {
  name: string;
  source: TCampaignSource;
  leads: TValidLead[];
  createdBy: string | null;
}

/**
 * Writes a campaign and all its (already validated) leads in one transaction: all or nothing.
 * Leads go in with array-parameter bulk inserts, never row by row.
 */
export async function saveCampaign(ctx: AppContext, input: SaveCampaignInput): Promise<{ campaignId: string; leadCount: number; unreadablePhoneCount: number }> {
  const rows: LeadToInsert[] = input.leads.map((l) => ({ ...l, phoneE164: leadPhoneE164(l.phoneNumber) }));
  // A phone that was typed but can't be read is kept as typed and never dialled: the import
  // reports how many (a warning, not an error), and the campaign's list of them is downloadable.
  const unreadablePhoneCount = rows.reduce((n, r) => (r.phoneE164 === null && r.phoneNumber.trim() !== '' ? n + 1 : n), 0);
  return ctx.db.transaction(async (tx) => {
    const campaignId = await insertCampaign(tx, { name: input.name, source: input.source, createdBy: input.createdBy });
    const leadCount = await bulkInsertLeads(tx, campaignId, rows);
    return { campaignId, leadCount, unreadablePhoneCount };
  });
}
