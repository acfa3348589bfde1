import pLimit from 'p-limit';
import { isAppError } from '@common/errors';
import type { AppContext } from '../../context';
import { applyCallDetails, failCall, isFinished } from './apply-call-details';
import { countCampaignCalls, findOpenCampaignCalls, setProviderCallId, type CallRow } from './calls.repo';
import { GRACE_MINUTES } from './poll-call-status.job';
import { runAllowsDialling } from '../outreach-state/outreach-state';
import { cancelReservedCalls } from './cancel-reserved-calls';
import { sendReservedCall } from './place-call';
import { voiceByAdapter } from './voice-for';

/** A reserved call with no provider id after this long: its process died between commit and send. */
export const UNSENT_GRACE_MS = 20_000;

/**
 * Asks the provider about a campaign's (or one dispatch run's) calls still queued or talking and
 * writes what it says to each call and its lead (POST …/update-call-status, and the dispatch job
 * between batches). It also settles what nobody will report on:
 * - an attempt that never got a provider call id (the reconciler): if the provider can look the
 *   call up by our id (the Sandbox can) it is adopted, or sent now when it was never sent (the same
 *   attempt: still one dial) — unless its run was paused or stopped meanwhile: then it is
 *   cancelled, not sent; a provider that can't tell (Bland) gets it failed, not re-dialled,
 *   because calling twice is worse than missing one;
 * - a call with no final result past its max duration plus a grace: no-answer (retried per policy).
 */
export async function refreshCampaignCalls(
  ctx: AppContext,
  filter: { campaignId?: string; runId?: string },
): Promise<{ completed: number; inProgress: number }> {
  const open = await findOpenCampaignCalls(ctx.db, filter);
  const limit = pLimit(8);
  await Promise.all(
    open.map((call) =>
      limit(() =>
        refreshOne(ctx, call).catch((err) =>
          ctx.logger.warn({ err, callId: call.id }, 'call refresh failed; will retry'),
        ),
      ),
    ),
  );
  const counts = await countCampaignCalls(ctx.db, filter);
  return { completed: counts.finished, inProgress: counts.open };
}

async function refreshOne(ctx: AppContext, call: CallRow): Promise<void> {
  const now = ctx.clock.now();
  const voice = voiceByAdapter(ctx, call.provider);
  if (!voice)
    return failCall(ctx, ctx.db, call, `Placed through ${call.provider}, which this app no longer uses`, now, 'failed');
  if (!call.providerCallId) {
    if (now.getTime() - call.createdAt.getTime() < UNSENT_GRACE_MS) return;
    if (!voice.findByClientRef)
      return failCall(
        ctx,
        ctx.db,
        call,
        'The process placing this call stopped; whether it rang is unknown, so it is not dialled again',
        now,
        'failed',
      );
    const found = await voice.findByClientRef(call.id);
    if (found) await setProviderCallId(ctx.db, call.id, found.providerCallId);
    else if (call.dispatchRunId && !(await runAllowsDialling(ctx.db, call.dispatchRunId)))
      await cancelReservedCalls(ctx, [call]);
    else await sendReservedCall(ctx, voice, call);
    return;
  }
  const maxMinutes = Number((call.metadata as { maxDurationMinutes?: number }).maxDurationMinutes ?? 30);
  const deadline = call.createdAt.getTime() + (maxMinutes + GRACE_MINUTES) * 60_000;
  try {
    const details = await voice.getCall(call.providerCallId);
    if (!isFinished(details.state) && now.getTime() >= deadline) {
      return failCall(ctx, ctx.db, call, `No result within ${maxMinutes + GRACE_MINUTES} minutes`, now, 'no-answer');
    }
    await applyCallDetails(ctx, ctx.db, call, details, now);
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return failCall(ctx, ctx.db, call, err.message, now, 'failed');
    throw err;
  }
}
