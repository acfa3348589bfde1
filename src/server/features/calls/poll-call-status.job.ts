import { z } from 'zod';
import { isAppError } from '@common/errors';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { applyCallDetails, failCall, isFinished } from './apply-call-details';
import { findCall } from './calls.repo';
import { voiceByAdapter } from './voice-for';

const DEFAULT_INTERVAL_SECONDS = 10;
/** Queueing and ringing on top of the call's own max duration before we stop waiting for a result. */
export const GRACE_MINUTES = 15;

const ZPollPayload = z.object({ callId: z.uuid(), attempt: z.number().int().min(1).default(1) });

export const pollIntervalSeconds = (ctx: AppContext) =>
  ctx.providers.voice.pollIntervalSeconds ?? DEFAULT_INTERVAL_SECONDS;

/**
 * Asks the voice provider about one call until it is over, writing each answer to the call (and
 * its trial). Each run re-queues the next one instead of sleeping, so a restart loses nothing and
 * the worker is never tied up. Idempotent: a run for a finished call does nothing. The webhook,
 * when it arrives first, simply makes the next run a no-op.
 */
export const pollCallStatusJob = defineJob({
  name: 'calls.poll-status',
  payload: ZPollPayload,
  admin: true,
  // Provider failures are handled inside (retry later, then give up), not by pg-boss retries.
  retryLimit: 1,
  concurrency: 2,
  expireInSeconds: 120,
  async handler({ callId, attempt }, { app: ctx }) {
    const call = await findCall(ctx.db, callId);
    if (!call || isFinished(call.status)) return { state: call?.status ?? 'unknown', done: true };
    const now = ctx.clock.now();
    if (!call.providerCallId) {
      await failCall(ctx, ctx.db, call, 'The voice provider never accepted this call', now);
      return { state: 'failed', done: true };
    }
    const voice = voiceByAdapter(ctx, call.provider);
    if (!voice) {
      await failCall(
        ctx,
        ctx.db,
        call,
        `This call was placed through ${call.provider}, but the app now uses ${ctx.providers.voice.adapter}; its result cannot be read`,
        now,
      );
      return { state: 'failed', done: true };
    }
    const maxMinutes = Number((call.metadata as { maxDurationMinutes?: number }).maxDurationMinutes ?? 30);
    const deadline = call.createdAt.getTime() + (maxMinutes + GRACE_MINUTES) * 60_000;
    const interval = pollIntervalSeconds(ctx);

    let state: string = call.status;
    try {
      const details = await voice.getCall(call.providerCallId);
      await applyCallDetails(ctx, ctx.db, call, details, now);
      state = details.state;
    } catch (err) {
      if (isAppError(err) && err.code === 'NOT_FOUND') {
        await failCall(ctx, ctx.db, call, err.message, now);
        return { state: 'failed', done: true };
      }
      // Rate limits and outages pass; ask again later, less often.
      ctx.logger.warn({ err, callId, attempt }, 'call status poll failed; will retry');
      if (now.getTime() < deadline) {
        await requeue(ctx, callId, attempt + 1, Math.min(interval * 2 ** Math.min(attempt, 5), 300));
        return { state, done: false };
      }
    }
    if (isFinished(state)) return { state, done: true };
    if (now.getTime() >= deadline) {
      await failCall(
        ctx,
        ctx.db,
        call,
        `No final result from the voice provider within ${maxMinutes + GRACE_MINUTES} minutes`,
        now,
        'no-answer',
      );
      return { state: 'failed', done: true };
    }
    await requeue(ctx, callId, attempt + 1, interval);
    return { state, done: false };
  },
});

async function requeue(ctx: AppContext, callId: string, attempt: number, afterSeconds: number): Promise<void> {
  try {
    // Keyed by call and attempt: a handler that runs twice queues the next poll only once.
    await ctx.jobs.send(
      pollCallStatusJob,
      { callId, attempt },
      { singletonKey: `${callId}:${attempt}`, startAfterSeconds: afterSeconds },
    );
  } catch (err) {
    if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
  }
}

/** Starts polling a call that was just placed. */
export async function startPolling(ctx: AppContext, callId: string): Promise<void> {
  await requeue(ctx, callId, 1, pollIntervalSeconds(ctx));
}
