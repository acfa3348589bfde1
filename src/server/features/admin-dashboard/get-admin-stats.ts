import type { TAdminStats } from '@common/dashboard/schemas';
import { successRate } from '@common/outreach/figures';
import type { AppContext } from '../../context';
import { listCampaigns } from '../campaigns/list-campaigns';

/**
 * The Campaign Command Center's four stat cards: the sums of the campaign cards' own figures, so
 * the dashboard can never disagree with a card.
 */
export async function getAdminStats(ctx: AppContext): Promise<TAdminStats> {
  const all = await listCampaigns(ctx);
  const sum = (f: (c: (typeof all)[number]) => number) => all.reduce((a, c) => a + f(c), 0);
  const processedLeads = sum((c) => c.processedLeads);
  const successfulCalls = sum((c) => c.successfulCalls);
  return {
    totalCampaigns: all.length,
    totalLeads: sum((c) => c.totalLeads),
    processedLeads,
    successfulCalls,
    successRate: successRate(successfulCalls, processedLeads),
  };
}
