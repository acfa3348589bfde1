import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { clearCounter, hitCounter, pruneCounters, readCounter, writeCounter, type CounterState } from './limits.repo';

// Shared hit counters (one table, every process on the database counts together). Used by the
// @fastify/rate-limit store and by the sign-in failure lock.

let hitsSincePrune = 0;

export async function countHit(
  ctx: Pick<AppContext, 'db' | 'logger'>,
  key: string,
  windowMs: number,
  amount = 1,
): Promise<CounterState> {
  const state = await hitCounter(ctx.db, key, windowMs, amount);
  if (++hitsSincePrune >= 500) {
    hitsSincePrune = 0;
    pruneCounters(ctx.db).catch((err) => ctx.logger.warn({ err }, 'rate limits: pruning old counters failed'));
  }
  return state;
}

/**
 * Adds one hit inside the caller's transaction, so a cap checked (currentCount) and counted under
 * the caller's lock is one step, and a send the transaction then refuses is not counted.
 */
export const countHitInTransaction = (tx: DbOrTx, key: string, windowMs: number) => hitCounter(tx, key, windowMs);

export const currentCount = (ctx: { db: DbOrTx }, key: string) => readCounter(ctx.db, key);

export const resetCount = (ctx: Pick<AppContext, 'db'>, key: string) => clearCounter(ctx.db, key);

/** Sets `key` to `count` for a fresh window of `windowMs` (a wait, a notice to show). */
export const setCount = (ctx: Pick<AppContext, 'db'>, key: string, count: number, windowMs: number) =>
  writeCounter(ctx.db, key, count, windowMs);
