import { DISPATCH_MSG, ZDispatchRequest, type TDispatchResponse } from '@common/dispatch/schemas';
import { AppError, isAppError } from '@common/errors';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { getCallCapacity } from '../calls/get-call-capacity';
import { assertLawfulDispatch } from './consent-attestation';
import { dispatchCallsJob } from './dispatch-calls.job';
import { findRun, findRunningRun, insertRun, setRunJob } from './dispatch.repo';
import { getDispatchPreview } from './get-dispatch-preview';

/**
 * POST /api/admin/campaigns/{id}/dispatch-calls: answers at once with the job that will place the
 * calls and how many leads it will call now, later and never. A second request while a dispatch
 * of the campaign runs (a double click) answers the running one: leads are claimed atomically
 * anyway, so even two runs could not call a lead twice.
 */
export async function startDispatch(ctx: AppContext, campaignId: string, input: z.output<typeof ZDispatchRequest>, admin: AdminUser | null = null): Promise<TDispatchResponse> {
  const preview = await getDispatchPreview(ctx, campaignId);
  // Real phones: a current registry copy and the campaign's consent attestation (issue 25).
  await assertLawfulDispatch(ctx, campaignId, input.testMode, input.consentAttestation === true, admin);
  const running = await findRunningRun(ctx.db, campaignId);
  if (running?.jobId) {
    const counts = { now: preview.now.count, later: preview.later.count, never: preview.never.count };
    const state = (await ctx.jobs.findProgress(running.jobId))?.state;
    // A run waiting for calling hours or a retry has no job working it: start one now for the
    // leads callable now (the claim keeps a duplicate harmless).
    if ((state === 'completed' || state === 'failed') && preview.now.count > 0) {
      const wake = Math.floor(ctx.clock.now().getTime() / 1000);
      const jobId = await ctx.jobs.send(dispatchCallsJob, { runId: running.id, lane: 0, wake }, { singletonKey: `${running.id}:${wake}:0` });
      await setRunJob(ctx.db, running.id, jobId);
      return { jobId, runId: running.id, ...counts, alreadyRunning: false };
    }
    return { jobId: running.jobId, runId: running.id, ...counts, alreadyRunning: true };
  }
  if (preview.now.count + preview.later.count === 0) throw new AppError('CONFLICT', DISPATCH_MSG.noLeadsReady);
  if (preview.now.count > 0 && !(await getCallCapacity(ctx)).canMakeCall) {
    // Full because a dispatch of this campaign just started (a double click)? Answer that one.
    const winner = await findRunningRun(ctx.db, campaignId);
    if (winner?.jobId) return { jobId: winner.jobId, runId: winner.id, now: preview.now.count, later: preview.later.count, never: preview.never.count, alreadyRunning: true };
    throw new AppError('RATE_LIMITED', DISPATCH_MSG.capacityExceeded);
  }
  const counts = { now: preview.now.count, later: preview.later.count, never: preview.never.count };
  const run = await insertRun(ctx.db, { campaignId, batchSize: input.batchSize, delayMs: input.delayBetweenCalls, testMode: input.testMode, counts, heartbeatAt: ctx.clock.now() }).catch(
    async (err) => {
      // The one-running-run index refused a concurrent request: answer the run that won.
      const winner = await findRunningRun(ctx.db, campaignId);
      if (winner) return winner;
      throw err;
    },
  );
  if (run.jobId) return { jobId: run.jobId, runId: run.id, ...counts, alreadyRunning: true };
  try {
    const jobId = await ctx.jobs.send(dispatchCallsJob, { runId: run.id, lane: 0, wake: 0 }, { singletonKey: `${run.id}:0:0` });
    await setRunJob(ctx.db, run.id, jobId);
    return { jobId, runId: run.id, ...counts, alreadyRunning: false };
  } catch (err) {
    if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
    // A concurrent request queued this run's job first: answer it once it is recorded.
    for (let i = 0; i < 40; i++) {
      const again = await findRun(ctx.db, run.id);
      if (again?.jobId) return { jobId: again.jobId, runId: run.id, ...counts, alreadyRunning: true };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw err;
  }
}
