import type { AppContext } from '../../context';
import { clearCounter, hitCounter, pruneCounters, readCounter, writeCounter, type CounterState } from './limits.repo';

// Shared hit counters (one table, every process on the database counts together). Used by the
// @fastify/rate-limit store and by the sign-in failure lock.

let hitsSincePrune = 0;

export async function countHit(
  ctx: Pick<AppContext, 'db' | 'logger'>,
  key: string,
  windowMs: number,
): Promise<CounterState> {
  const state = await hitCounter(ctx.db, key, windowMs);
  if (++hitsSincePrune >= 500) {
    hitsSincePrune = 0;
    pruneCounters(ctx.db).catch((err) => ctx.logger.warn({ err }, 'rate limits: pruning old counters failed'));
  }
  return state;
}

export const currentCount = (ctx: Pick<AppContext, 'db'>, key: string) => readCounter(ctx.db, key);

export const resetCount = (ctx: Pick<AppContext, 'db'>, key: string) => clearCounter(ctx.db, key);

/** Sets `key` to `count` for a fresh window of `windowMs` (a wait, a notice to show). */
export const setCount = (ctx: Pick<AppContext, 'db'>, key: string, count: number, windowMs: number) =>
  writeCounter(ctx.db, key, count, windowMs);
