import { z } from 'zod';

/** GET /api/admin/stats: the four stat cards of the Campaign Command Center. */
export const ZAdminStats = z.object({
  totalCampaigns: z.number().int().nonnegative(),
  totalLeads: z.number().int().nonnegative(),
  successfulCalls: z.number().int().nonnegative(),
  /** Percent, 0–100 (and beyond only if calls outnumber leads). */
  successRate: z.number().int().nonnegative(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/**
 * Spec §2: successful calls over total leads, rounded, denominator at least 1, and 0 when there
 * are no campaigns.
 */
export function successRate(totalCampaigns: number, totalLeads: number, successfulCalls: number): number {
  if (totalCampaigns === 0) return 0;
  return Math.round((successfulCalls / Math.max(totalLeads, 1)) * 100);
}
