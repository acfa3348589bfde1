import type { TCampaign, TCampaignStatus } from '@common/campaigns/schemas';
import { shownCampaignStatus } from '@common/outreach/states';
import type { AppContext } from '../../context';
import { findCampaignWithCounts, listCampaignsWithCounts, type CampaignWithCounts } from './campaigns.repo';

export const toCampaign = (c: CampaignWithCounts): TCampaign => ({
  id: c.id,
  name: c.name,
  status: shownCampaignStatus(c.status as TCampaignStatus),
  source: c.source,
  createdAt: c.createdAt.toISOString(),
  archived: c.archivedAt !== null,
  totalLeads: c.totalLeads,
  processedLeads: c.processedLeads,
  successfulCalls: c.successfulCalls,
  failedCalls: c.failedCalls,
});

/** GET /api/admin/campaigns: newest first, with counts aggregated from the leads and calls; archived ones on request. */
export async function listCampaigns(ctx: AppContext, includeArchived = false): Promise<TCampaign[]> {
  return (await listCampaignsWithCounts(ctx.db, includeArchived)).map(toCampaign);
}

/** GET /api/admin/campaigns/{id}, or null when there is no such campaign. */
export async function getCampaign(ctx: AppContext, id: string): Promise<TCampaign | null> {
  const c = await findCampaignWithCounts(ctx.db, id);
  return c ? toCampaign(c) : null;
}
