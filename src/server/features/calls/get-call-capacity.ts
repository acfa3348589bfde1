import type { TCallCapacity } from '@common/calls/schemas';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { countActiveCalls, countPlacedCallsSince } from './calls.repo';
import { callLimits } from './call-limits';

const HOUR = 3600_000;
/** No call we place may last longer than this (max_duration plus queueing), so older "active" rows are stale. */
export const ACTIVE_CALL_WINDOW_MS = HOUR;

/**
 * Spec part 2 "Call capacity": one budget over every call (trials, campaigns, test page), counted
 * over rolling windows so the limit means the same thing in every time zone. Read inside the
 * capacity lock (reserve-calls.ts) it is exact; read outside it (the Dispatch tab) it is a view.
 */
export async function getCallCapacity(ctx: AppContext, db: DbOrTx = ctx.db): Promise<TCallCapacity> {
  const now = ctx.clock.now().getTime();
  // One after another: inside a transaction the three share one connection, which runs one
  // statement at a time (node-postgres warns on overlap; pg 9 refuses it).
  const dailyUsage = await countPlacedCallsSince(db, new Date(now - 24 * HOUR));
  const hourlyUsage = await countPlacedCallsSince(db, new Date(now - HOUR));
  const concurrentCalls = await countActiveCalls(db, new Date(now - ACTIVE_CALL_WINDOW_MS));
  const limits = callLimits(ctx.env);
  return {
    dailyUsage,
    hourlyUsage,
    concurrentCalls,
    limits,
    canMakeCall: dailyUsage < limits.daily && hourlyUsage < limits.hourly && concurrentCalls < limits.concurrent,
  };
}

/** Calls that may still be placed now without passing any limit. */
export const roomIn = (c: TCallCapacity): number =>
  Math.max(
    0,
    Math.min(c.limits.daily - c.dailyUsage, c.limits.hourly - c.hourlyUsage, c.limits.concurrent - c.concurrentCalls),
  );
