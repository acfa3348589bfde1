import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { callLimits, type CallLimits } from './call-limits';
import { countActiveCalls, countPlacedCallsSince } from './calls.repo';
import { ACTIVE_CALL_WINDOW_MS } from './get-call-capacity';

const HOUR = 3600_000;

/** Each limit times TRIAL_CAPACITY_SHARE, rounded down: trials never pass their share, even by one call. */
export function trialShareLimits(ctx: Pick<AppContext, 'env'>): CallLimits {
  const limits = callLimits(ctx.env);
  const share = ctx.env.TRIAL_CAPACITY_SHARE;
  return {
    concurrent: Math.floor(limits.concurrent * share),
    hourly: Math.floor(limits.hourly * share),
    daily: Math.floor(limits.daily * share),
  };
}

export const trialShareMessage = (share: number, caps: CallLimits) =>
  `Trial calls are busy right now: they may use only ${Math.round(share * 100)}% of our call capacity ` +
  `(${caps.concurrent} at once, ${caps.hourly} an hour, ${caps.daily} a day); the rest is kept for campaigns. ` +
  'Please try again later.';

/**
 * Anonymous trial calls may take at most TRIAL_CAPACITY_SHARE of each capacity limit (concurrent,
 * hourly, daily), so visitors can never crowd out the calls campaigns need. Called by placeCall
 * inside the capacity lock, so the count is exact across processes.
 */
export async function assertTrialShare(ctx: AppContext, tx: DbOrTx): Promise<void> {
  const now = ctx.clock.now().getTime();
  const caps = trialShareLimits(ctx);
  // Sequential: the transaction's one connection runs one statement at a time.
  const daily = await countPlacedCallsSince(tx, new Date(now - 24 * HOUR), { purpose: 'trial' });
  const hourly = await countPlacedCallsSince(tx, new Date(now - HOUR), { purpose: 'trial' });
  const concurrent = await countActiveCalls(tx, new Date(now - ACTIVE_CALL_WINDOW_MS), { purpose: 'trial' });
  if (concurrent >= caps.concurrent || hourly >= caps.hourly || daily >= caps.daily)
    throw new AppError('RATE_LIMITED', trialShareMessage(ctx.env.TRIAL_CAPACITY_SHARE, caps), {
      limit: 'trial-share',
      trials: { concurrent, hourly, daily },
      caps,
    });
}
