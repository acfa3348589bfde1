import {
  describeRunSettings,
  DISPATCH_MSG,
  openRunRefusal,
  ZDispatchRequest,
  type TDispatchResponse,
} from '@common/dispatch/schemas';
import { AppError, isAppError } from '@common/errors';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { getCallCapacity } from '../calls/get-call-capacity';
import { assertOwnBusinessName } from '../campaign-settings/assert-own-business-name';
import {
  assertCampaignNotArchived,
  getOpenRun,
  getRun,
  openRun,
  recordRunJob,
  type RunRow,
} from '../outreach-state/outreach-state';
import { assertSimulationsPassed } from '../simulation-runs/assert-simulations-passed';
import { assertLawfulDispatch } from './consent-attestation';
import { dispatchCallsJob } from './dispatch-calls.job';
import { getDispatchPreview } from './get-dispatch-preview';

const settingsOf = (r: Pick<RunRow, 'testMode' | 'batchSize' | 'delayMs'>) => ({
  testMode: r.testMode,
  batchSize: r.batchSize,
  delayBetweenCalls: r.delayMs,
});
const sameSettings = (r: RunRow, input: z.output<typeof ZDispatchRequest>) =>
  r.testMode === input.testMode && r.batchSize === input.batchSize && r.delayMs === input.delayBetweenCalls;

/**
 * POST /api/admin/campaigns/{id}/dispatch-calls: opens a dispatch run (through the state owner: a
 * live one starts a draft campaign) and answers at once with the job that places its calls and how
 * many leads it will call now, later and never.
 * A second Dispatch while a run is open never silently keeps the first run's settings:
 * with the same settings on a running run (a double click) it answers that run and says so; with
 * other settings, or while the run is paused, it is refused (409) naming the open run and its
 * settings. Pause / Resume / Stop are how an open run is changed.
 */
export async function startDispatch(
  ctx: AppContext,
  campaignId: string,
  input: z.output<typeof ZDispatchRequest>,
  admin: AdminUser | null = null,
  opts: { autoDispatch?: boolean } = {},
): Promise<TDispatchResponse> {
  const preview = await getDispatchPreview(ctx, campaignId);
  await assertCampaignNotArchived(ctx.db, campaignId);
  // Real phones: a current registry copy and the campaign's consent attestation.
  await assertLawfulDispatch(ctx, campaignId, input.testMode, input.consentAttestation === true, admin);
  // Test mode dials no real phone, so it is how an unproven prompt is tried: never gated.
  if (!input.testMode) await assertOwnBusinessName(ctx, campaignId);
  if (!input.testMode) await assertSimulationsPassed(ctx, campaignId);
  const counts = { now: preview.now.count, later: preview.later.count, never: preview.never.count };
  const open = await getOpenRun(ctx.db, campaignId);
  if (open) return answerOpenRun(ctx, open, input, counts);
  // An auto-dispatch run may open empty: it waits for the leads enrolled later.
  if (!opts.autoDispatch && preview.now.count + preview.later.count === 0)
    throw new AppError('CONFLICT', DISPATCH_MSG.noLeadsReady);
  if (!opts.autoDispatch && preview.now.count > 0 && !(await getCallCapacity(ctx)).canMakeCall) {
    // Full because a dispatch of this campaign just started (a double click)? Answer that one.
    const winner = await getOpenRun(ctx.db, campaignId);
    if (winner) return answerOpenRun(ctx, winner, input, counts);
    throw new AppError('RATE_LIMITED', DISPATCH_MSG.capacityExceeded);
  }
  const settings = {
    batchSize: input.batchSize,
    delayMs: input.delayBetweenCalls,
    testMode: input.testMode,
    counts,
    autoDispatch: opts.autoDispatch === true,
  };
  const opened = await openRun(ctx.db, campaignId, settings, ctx.clock.now()).catch(async (err) => {
    // The one-open-run index refused a concurrent request: answer the run that won.
    const winner = await getOpenRun(ctx.db, campaignId);
    if (winner) return { run: winner, created: false };
    throw err;
  });
  if (!opened.created) return answerOpenRun(ctx, opened.run, input, counts);
  const run = opened.run;
  const started = `Dispatch started (${describeRunSettings(settingsOf(run))}): ${counts.now} now, ${counts.later} later, ${counts.never} never.`;
  try {
    const jobId = await ctx.jobs.send(
      dispatchCallsJob,
      { runId: run.id, lane: 0, wake: 0 },
      { singletonKey: `${run.id}:0:0` },
    );
    await recordRunJob(ctx.db, run.id, jobId);
    return { jobId, runId: run.id, ...counts, alreadyRunning: false, message: started, testMode: run.testMode };
  } catch (err) {
    if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
    // A concurrent request queued this run's job first: answer it once it is recorded.
    for (let i = 0; i < 40; i++) {
      const again = await getRun(ctx.db, run.id);
      if (again?.jobId)
        return {
          jobId: again.jobId,
          runId: run.id,
          ...counts,
          alreadyRunning: true,
          message: started,
          testMode: run.testMode,
        };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw err;
  }
}

async function answerOpenRun(
  ctx: AppContext,
  open: RunRow,
  input: z.output<typeof ZDispatchRequest>,
  counts: { now: number; later: number; never: number },
): Promise<TDispatchResponse> {
  if (open.status !== 'running' || !sameSettings(open, input))
    throw new AppError('CONFLICT', openRunRefusal({ ...settingsOf(open), status: open.status }), { runId: open.id });
  const message = `This ${open.testMode ? 'test' : 'live'} dispatch is already running with these settings (${describeRunSettings(settingsOf(open))}).`;
  // The run has no job yet (its opener is recording it): answer once it has one.
  for (let i = 0; !open.jobId && i < 40; i++) {
    await new Promise((r) => setTimeout(r, 50));
    open = (await getRun(ctx.db, open.id)) ?? open;
  }
  if (!open.jobId)
    throw new AppError('CONFLICT', openRunRefusal({ ...settingsOf(open), status: open.status }), { runId: open.id });
  const state = (await ctx.jobs.findProgress(open.jobId))?.state;
  // A run waiting for calling hours or a retry has no job working it: start one now for the leads
  // callable now (the claim keeps a duplicate harmless).
  if ((state === 'completed' || state === 'failed') && counts.now > 0) {
    const wake = Math.floor(ctx.clock.now().getTime() / 1000);
    const jobId = await ctx.jobs.send(
      dispatchCallsJob,
      { runId: open.id, lane: 0, wake },
      { singletonKey: `${open.id}:${wake}:0` },
    );
    await recordRunJob(ctx.db, open.id, jobId);
    return {
      jobId,
      runId: open.id,
      ...counts,
      alreadyRunning: false,
      message: `Dispatch resumed for the leads callable now (${describeRunSettings(settingsOf(open))}).`,
      testMode: open.testMode,
    };
  }
  return { jobId: open.jobId, runId: open.id, ...counts, alreadyRunning: true, message, testMode: open.testMode };
}
