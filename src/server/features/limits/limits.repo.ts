import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { rateLimitCounters } from '../../db/schema';

// The only file touching rate_limit_counters. Each statement is atomic on its own, so any number
// of processes can count against one key without a lost update.

export interface CounterState {
  count: number;
  expiresAt: Date;
}

/**
 * Adds `amount` hits (one by default; tokens spent, for a budget of tokens) to `key` and answers
 * the new count. A key whose window has passed starts again at `amount` with a fresh window. The
 * database's clock decides, so processes with skewed clocks agree.
 */
export async function hitCounter(db: DbOrTx, key: string, windowMs: number, amount = 1): Promise<CounterState> {
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: amount, expiresAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.expiresAt} <= now() then ${amount} else ${rateLimitCounters.count} + ${amount} end`,
        expiresAt: sql`case when ${rateLimitCounters.expiresAt} <= now() then ${fresh} else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
  return row;
}

/** The current count of `key` (0 once its window has passed), without counting. */
export async function readCounter(db: DbOrTx, key: string): Promise<CounterState | null> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.expiresAt} > now()`);
  return row ?? null;
}

export async function writeCounter(db: DbOrTx, key: string, count: number, windowMs: number): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  await db
    .insert(rateLimitCounters)
    .values({ key, count, expiresAt })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count, expiresAt } });
}

export async function clearCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Forgets windows that ended (called now and then, so the table stays small). */
export async function pruneCounters(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.expiresAt} <= now()`);
}
