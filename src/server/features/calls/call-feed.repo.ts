import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { calls } from '../../db/schema';
import type { CallRow } from './calls.repo';

/** Where the previous page ended: `updated_at` as PostgreSQL's text (microseconds kept) and the id. */
export interface CallFeedPosition {
  updatedAt: string;
  id: string;
}

/**
 * Campaign calls in the order they last changed (updated_at, id), after `after`: a caller that
 * keeps its cursor sees every call again each time it changes (queued → completed → read).
 * Trial and test-page calls are not campaign calls and never appear.
 */
export async function campaignCallFeed(
  db: DbOrTx,
  filter: { campaignId?: string; since?: Date; after?: CallFeedPosition },
  limit: number,
): Promise<Array<{ call: CallRow; position: CallFeedPosition }>> {
  const where = [eq(calls.purpose, 'campaign')];
  if (filter.campaignId) where.push(eq(calls.campaignId, filter.campaignId));
  if (filter.since) where.push(gte(calls.updatedAt, filter.since));
  if (filter.after)
    where.push(
      sql`(${calls.updatedAt}, ${calls.id}) > (${filter.after.updatedAt}::timestamptz, ${filter.after.id}::uuid)`,
    );
  const rows = await db
    .select({ call: calls, updatedAtText: sql<string>`${calls.updatedAt}::text` })
    .from(calls)
    .where(and(...where))
    .orderBy(asc(calls.updatedAt), asc(calls.id))
    .limit(limit);
  return rows.map((r) => ({ call: r.call, position: { updatedAt: r.updatedAtText, id: r.call.id } }));
}
