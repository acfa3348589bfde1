import type { AppContext } from '../../context';
import { findCampaignLead } from './campaigns.repo';

export type CampaignLead = NonNullable<Awaited<ReturnType<typeof findCampaignLead>>>;

/** A lead of the campaign (the one asked for, else the campaign's first), or null. */
export async function getCampaignLead(
  ctx: AppContext,
  campaignId: string,
  leadId: string | null,
): Promise<CampaignLead | null> {
  return findCampaignLead(ctx.db, campaignId, leadId);
}
