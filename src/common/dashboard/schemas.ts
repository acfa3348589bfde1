import { z } from 'zod';

/** GET /api/admin/stats: the four stat cards of the Campaign Command Center, by common/outreach/figures.ts. */
export const ZAdminStats = z.object({
  totalCampaigns: z.number().int().nonnegative(),
  totalLeads: z.number().int().nonnegative(),
  /** Leads dialled at least once, over every campaign: the success rate's denominator. */
  processedLeads: z.number().int().nonnegative(),
  successfulCalls: z.number().int().nonnegative(),
  /** Percent, 0–100: successful over processed leads. */
  successRate: z.number().int().nonnegative(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;
