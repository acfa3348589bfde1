import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { realtimeSessions } from '../../db/schema';

// The only file touching realtime_sessions: browser voice sessions and the calls they connected.

export type RealtimeSessionRow = typeof realtimeSessions.$inferSelect;

export async function insertRealtimeSession(db: DbOrTx, conversationId: string, endAt: Date): Promise<string> {
  const [row] = await db
    .insert(realtimeSessions)
    .values({ conversationId, endAt })
    .returning({ id: realtimeSessions.id });
  return row.id;
}

export async function callIdTaken(db: DbOrTx, callId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: realtimeSessions.id })
    .from(realtimeSessions)
    .where(eq(realtimeSessions.callId, callId))
    .limit(1);
  return Boolean(row);
}

/**
 * Gives the conversation's newest session its call id, if that session has none yet and has not
 * reached its end: one call per minted session. Answers the session, or null.
 */
export async function attachCallId(
  db: DbOrTx,
  conversationId: string,
  callId: string,
  now: Date,
): Promise<RealtimeSessionRow | null> {
  const newest = db
    .select({ id: realtimeSessions.id })
    .from(realtimeSessions)
    .where(eq(realtimeSessions.conversationId, conversationId))
    .orderBy(desc(realtimeSessions.createdAt))
    .limit(1);
  const [row] = await db
    .update(realtimeSessions)
    .set({ callId })
    .where(
      and(
        sql`${realtimeSessions.id} = (${newest})`,
        isNull(realtimeSessions.callId),
        isNull(realtimeSessions.endedAt),
        gt(realtimeSessions.endAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRealtimeSession(db: DbOrTx, id: string): Promise<RealtimeSessionRow | null> {
  const [row] = await db.select().from(realtimeSessions).where(eq(realtimeSessions.id, id)).limit(1);
  return row ?? null;
}

/** Records the end once; a second end (a retried job) changes nothing. */
export async function markRealtimeSessionEnded(
  db: DbOrTx,
  id: string,
  at: Date,
  mode: 'live' | 'sandbox',
): Promise<boolean> {
  const rows = await db
    .update(realtimeSessions)
    .set({ endedAt: at, endMode: mode })
    .where(and(eq(realtimeSessions.id, id), isNull(realtimeSessions.endedAt)))
    .returning({ id: realtimeSessions.id });
  return rows.length > 0;
}
