import { successRate, type TAdminStats } from '@common/dashboard/schemas';
import type { AppContext } from '../../context';
import { countDashboard } from './admin-dashboard.repo';

/** The Campaign Command Center's four stat cards (spec §2). */
export async function getAdminStats(ctx: AppContext): Promise<TAdminStats> {
  const { totalCampaigns, totalLeads, successfulCalls } = await countDashboard(ctx.db);
  return {
    totalCampaigns,
    totalLeads,
    successfulCalls,
    successRate: successRate(totalCampaigns, totalLeads, successfulCalls),
  };
}
