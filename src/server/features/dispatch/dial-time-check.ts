import type { AppContext } from '../../context';
import { cancelReservedCalls } from '../calls/cancel-reserved-calls';
import { checkDialTimeLists } from '../calls/dial-time-lists';
import type { ClaimResult } from './claim-batch';

/**
 * The dial-time do-not-call check of a claimed batch, right before it is sent: each number is
 * probed on both lists (one prepared primary-key statement, calls/dial-time-lists.ts). A number that
 * joined the company list since the claim (a callee who opted out on another campaign's call), or
 * the national registry (a file applied since) without its lead's written consent, is not rung:
 * its reserved call is cancelled unsent and its lead goes back to pending, where the claim's own
 * filter keeps it from being claimed again. Answers the calls still to send.
 */
export async function keepDiallable(
  ctx: AppContext,
  { calls, registryExempt }: Pick<ClaimResult, 'calls' | 'registryExempt'>,
): Promise<ClaimResult['calls']> {
  const lists = await Promise.all(calls.map((c) => checkDialTimeLists(ctx, c.phoneNumber)));
  const barred = (i: number) => lists[i].doNotCall || (lists[i].registry && !registryExempt.has(calls[i].id));
  const cancelled = calls.filter((_, i) => barred(i));
  if (cancelled.length) {
    await cancelReservedCalls(ctx, cancelled);
    ctx.logger.info(
      { callIds: cancelled.map((c) => c.id) },
      'do-not-call at dial time: claimed calls cancelled unsent',
    );
  }
  return calls.filter((_, i) => !barred(i));
}
