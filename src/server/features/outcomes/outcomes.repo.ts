import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FINISHED_CALL_STATUSES } from '@common/outreach/states';
import type { DbOrTx } from '../../db/tx';
import { callOutcomes, calls, leads } from '../../db/schema';

// The only file of the outcomes feature touching tables: it owns call_outcomes and reads calls
// and leads (a campaign's settings are campaign-settings').

export type OutcomeRow = typeof callOutcomes.$inferSelect;
export type CallRow = typeof calls.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;

/**
 * Finished calls of campaign leads that have no outcome yet, with the lead's campaign. The lead's
 * campaign (not calls.campaign_id) decides: calls placed before dispatch recorded it count too.
 * A test run's attempts (purpose campaign-test) are no results and get none.
 */
export async function unreadFinishedCalls(
  db: DbOrTx,
  campaignId: string | null,
  limit: number,
): Promise<Array<CallRow & { leadCampaignId: string }>> {
  const rows = await db
    .select({ call: calls, campaignId: leads.campaignId })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .leftJoin(callOutcomes, eq(callOutcomes.callId, calls.id))
    .where(
      and(
        eq(calls.purpose, 'campaign'),
        inArray(calls.status, [...FINISHED_CALL_STATUSES]),
        isNull(callOutcomes.callId),
        campaignId ? eq(leads.campaignId, campaignId) : undefined,
      ),
    )
    .orderBy(calls.completedAt)
    .limit(limit);
  return rows.map((r) => ({ ...r.call, leadCampaignId: r.campaignId }));
}

/** How many finished campaign calls of a campaign have no outcome yet (their handler has not read them). */
export async function countUnreadFinishedCalls(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .leftJoin(callOutcomes, eq(callOutcomes.callId, calls.id))
    .where(
      and(
        eq(calls.purpose, 'campaign'),
        inArray(calls.status, [...FINISHED_CALL_STATUSES]),
        isNull(callOutcomes.callId),
        eq(leads.campaignId, campaignId),
      ),
    );
  return row?.n ?? 0;
}

/** A finished campaign call (not a test run's) with its lead's campaign; null for any other call. */
export async function findFinishedCampaignCall(
  db: DbOrTx,
  callId: string,
): Promise<(CallRow & { leadCampaignId: string }) | null> {
  const [row] = await db
    .select({ call: calls, campaignId: leads.campaignId })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .where(and(eq(calls.id, callId), eq(calls.purpose, 'campaign'), inArray(calls.status, [...FINISHED_CALL_STATUSES])))
    .limit(1);
  return row ? { ...row.call, leadCampaignId: row.campaignId } : null;
}

/** First writer wins: a call read twice (two processes) keeps the first outcome. Answers the ids written. */
export async function insertOutcomes(db: DbOrTx, rows: Array<typeof callOutcomes.$inferInsert>): Promise<string[]> {
  if (!rows.length) return [];
  const written = await db
    .insert(callOutcomes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: callOutcomes.callId });
  return written.map((r) => r.id);
}

export async function findOutcome(db: DbOrTx, callId: string): Promise<OutcomeRow | null> {
  const [row] = await db.select().from(callOutcomes).where(eq(callOutcomes.callId, callId)).limit(1);
  return row ?? null;
}

export async function setOverride(
  db: DbOrTx,
  callId: string,
  disposition: string,
  by: string | null,
  at: Date,
): Promise<OutcomeRow | null> {
  const [row] = await db
    .update(callOutcomes)
    .set({ overrideDisposition: disposition, overrideBy: by, overrideAt: at })
    .where(eq(callOutcomes.callId, callId))
    .returning();
  return row ?? null;
}

export async function findLead(db: DbOrTx, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}
