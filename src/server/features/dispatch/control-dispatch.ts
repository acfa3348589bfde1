import { SKIP_REASONS, type TDispatchRun, type TDispatchRunResponse } from '@common/dispatch/schemas';
import { AppError, isAppError } from '@common/errors';
import { shownCampaignStatus } from '@common/outreach/states';
import type { AppContext } from '../../context';
import { clearTestAttempts } from '../calls/clear-test-attempts';
import {
  getCampaignStatus,
  getOpenRun,
  latestRunOf,
  pauseRun,
  recordRunJob,
  resumeRun,
  stopRun,
  type RunRow,
} from '../outreach-state/outreach-state';
import { dispatchCallsJob } from './dispatch-calls.job';
import { campaignExists, listTestCalls, runCallCounts } from './dispatch.repo';
import { getDispatchPreview } from './get-dispatch-preview';

// The Dispatch tab's controls and the campaign card's Pause / Resume: each is one
// transition of the state owner; Resume also queues a job for the same run.

/**
 * A running live run that has nothing to dial now and nothing ringing, while leads wait for a
 * retry or for calling hours: its job sleeps until the earliest of them (dispatch-calls.job.ts).
 */
async function waitingOf(ctx: AppContext, run: RunRow, inProgress: number): Promise<TDispatchRun['waiting']> {
  if (run.status !== 'running' || run.testMode || inProgress > 0) return null;
  const p = await getDispatchPreview(ctx, run.campaignId);
  if (p.now.count > 0 || p.calling > 0 || !p.later.nextAt) return null;
  // What the earliest wake-up waits for, most specific first.
  const has = (match: (reason: string) => boolean) => p.later.reasons.some((r) => match(r.reason));
  const what: NonNullable<TDispatchRun['waiting']>['for'] = has((r) => r === SKIP_REASONS.retryWaiting)
    ? 'retries'
    : has((r) => r === SKIP_REASONS.scheduledStart)
      ? 'scheduled start'
      : p.schedule?.callsPerDay && has((r) => r === SKIP_REASONS.paced(p.schedule!.callsPerDay!))
        ? 'pace'
        : 'calling hours';
  return { until: p.later.nextAt, for: what };
}

async function view(ctx: AppContext, run: RunRow | null): Promise<TDispatchRunResponse> {
  if (!run) return { run: null };
  const progress = await runCallCounts(ctx.db, run.id);
  const out: TDispatchRun = {
    id: run.id,
    status: run.status,
    testMode: run.testMode,
    batchSize: run.batchSize,
    delayBetweenCalls: run.delayMs,
    jobId: run.jobId,
    createdAt: run.createdAt.toISOString(),
    pausedAt: run.pausedAt?.toISOString() ?? null,
    endedAt: run.endedAt?.toISOString() ?? null,
    counts: run.counts,
    progress,
    campaignStatus: shownCampaignStatus((await getCampaignStatus(ctx.db, run.campaignId)) ?? 'draft'),
    autoDispatch: run.autoDispatch,
    waiting: await waitingOf(ctx, run, progress.inProgress),
  };
  return { run: out };
}

async function mustExist(ctx: AppContext, campaignId: string) {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
}

/** GET …/dispatch-run: the open run, else the latest one (so a finished or stopped run still shows). */
export async function getDispatchRun(ctx: AppContext, campaignId: string): Promise<TDispatchRunResponse> {
  await mustExist(ctx, campaignId);
  return view(ctx, (await getOpenRun(ctx.db, campaignId)) ?? (await latestRunOf(ctx.db, campaignId)));
}

/** Pause: no dial starts once this answers; calls already ringing finish and are recorded. */
export async function pauseDispatch(ctx: AppContext, campaignId: string): Promise<TDispatchRunResponse> {
  return view(ctx, await pauseRun(ctx.db, campaignId, ctx.clock.now()));
}

/** Resume: the same run goes on, from a new lane-0 job (the Dispatch tab watches that job). */
export async function resumeDispatch(ctx: AppContext, campaignId: string): Promise<TDispatchRunResponse> {
  const run = await resumeRun(ctx.db, campaignId, ctx.clock.now());
  if (run?.status === 'running') {
    // Milliseconds: a Pause and Resume twice within one second still queue a job each time.
    const wake = ctx.clock.now().getTime();
    try {
      const jobId = await ctx.jobs.send(
        dispatchCallsJob,
        { runId: run.id, lane: 0, wake },
        { singletonKey: `${run.id}:resume-${wake}:0` },
      );
      await recordRunJob(ctx.db, run.id, jobId);
      run.jobId = jobId;
    } catch (err) {
      if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
    }
  }
  return view(ctx, run);
}

/** Stop: the run ends; leads not dialled stay pending (a new Dispatch calls them). */
export async function stopDispatch(ctx: AppContext, campaignId: string): Promise<TDispatchRunResponse> {
  return view(ctx, await stopRun(ctx.db, campaignId, ctx.clock.now()));
}

const TEST_LIST_LIMIT = 200;

/** The campaign's test attempts (newest first, at most 200) with the lead each would have called. */
export async function listCampaignTestCalls(ctx: AppContext, campaignId: string) {
  await mustExist(ctx, campaignId);
  return listTestCalls(ctx.db, campaignId, TEST_LIST_LIMIT);
}

/** POST …/test-calls/clear: refused while a test run is open (its calls are still being made). */
export async function clearTestCalls(ctx: AppContext, campaignId: string): Promise<{ cleared: number }> {
  await mustExist(ctx, campaignId);
  const open = await getOpenRun(ctx.db, campaignId);
  if (open?.testMode)
    throw new AppError('CONFLICT', 'A test dispatch is still open: Stop it before clearing its results.');
  return clearTestAttempts(ctx, campaignId);
}
