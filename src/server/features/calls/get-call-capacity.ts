import { CALL_LIMITS, type TCallCapacity } from '@common/calls/schemas';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { countActiveCalls, countPlacedCallsSince } from './calls.repo';

const HOUR = 3600_000;
/** No call we place may last longer than this (max_duration plus queueing), so older "active" rows are stale. */
export const ACTIVE_CALL_WINDOW_MS = HOUR;

/**
 * Spec part 2 "Call capacity": one budget over every call (trials, campaigns, test page), counted
 * over rolling windows so the limit means the same thing in every time zone.
 */
export async function getCallCapacity(ctx: AppContext, db: DbOrTx = ctx.db): Promise<TCallCapacity> {
  const now = ctx.clock.now().getTime();
  const [dailyUsage, hourlyUsage, concurrentCalls] = await Promise.all([
    countPlacedCallsSince(db, new Date(now - 24 * HOUR)),
    countPlacedCallsSince(db, new Date(now - HOUR)),
    countActiveCalls(db, new Date(now - ACTIVE_CALL_WINDOW_MS)),
  ]);
  const limits = { ...CALL_LIMITS };
  return {
    dailyUsage,
    hourlyUsage,
    concurrentCalls,
    limits,
    canMakeCall: dailyUsage < limits.daily && hourlyUsage < limits.hourly && concurrentCalls < limits.concurrent,
  };
}
