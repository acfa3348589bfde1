import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { calls, campaigns, leads } from '../../db/schema';

export interface DashboardCounts {
  totalCampaigns: number;
  totalLeads: number;
  successfulCalls: number;
}

/**
 * The stat cards' counts. A successful call is a completed campaign call; counted once per lead,
 * so redialling a lead can't push the success rate past what the leads support.
 */
export async function countDashboard(db: DbOrTx): Promise<DashboardCounts> {
  const [[c], [l], [s]] = await Promise.all([
    db.select({ n: count() }).from(campaigns),
    db.select({ n: count() }).from(leads),
    db
      .select({ n: countDistinct(calls.leadId) })
      .from(calls)
      .where(
        and(
          eq(calls.purpose, 'campaign'),
          eq(calls.status, 'completed'),
          inArray(calls.leadId, db.select({ id: leads.id }).from(leads)),
        ),
      ),
  ]);
  return { totalCampaigns: Number(c?.n ?? 0), totalLeads: Number(l?.n ?? 0), successfulCalls: Number(s?.n ?? 0) };
}
