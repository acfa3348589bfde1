import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { isAppError } from '@common/errors';
import { countOf } from '@common/text/count-of';
import type { AppContext } from '../../context';
import { defineJob, type JobContext } from '../../jobs/define-job';
import { cancelReservedCalls } from '../calls/cancel-reserved-calls';
import { refreshCampaignCalls } from '../calls/refresh-campaign-calls';
import { sendReservedCall } from '../calls/place-call';
import { voiceFor } from '../calls/voice-for';
import {
  beatRun,
  findStaleRuns,
  finishRun,
  getRun,
  runAllowsDialling,
  type RunRow,
} from '../outreach-state/outreach-state';
import { claimBatch } from './claim-batch';
import { keepDiallable } from './dial-time-check';
import { getDispatchPreview } from './get-dispatch-preview';
import { testLeadsLeft } from './test-run';
import { emitCampaignCompleted } from './complete-campaign';
import { idleAutoRun, isAutoRun, prepareAutoLeads } from './auto-run';

// The durable dispatch of a campaign (POST …/dispatch-calls queues lane 0; DISPATCH_LANES > 1 adds
// lanes that other workers may take). Every lane loops: claim a batch atomically (claim-batch.ts),
// send its calls after commit, pause `delayMs`, and while capacity is full, poll the calls in
// progress so they end and free it. Lane 0 then follows the calls to their end (live progress),
// schedules itself again for leads waiting for calling hours or a retry, and completes the
// campaign when every lead is done. All state is in the database: a job that runs twice, a lane
// killed mid-batch, or a process restarted finds only what is still to do.
// Pause / Stop are the run's status (features/outreach-state): a claim claims nothing once they
// commit, a claimed batch is checked again just before sending (cancelled unsent when the run no
// longer dials), and Resume queues a new lane-0 job for the same run.
export const ZDispatchPayload = z.object({
  runId: z.uuid(),
  lane: z.number().int().min(0).max(15),
  wake: z.number().int().nonnegative(),
});
type Payload = z.infer<typeof ZDispatchPayload>;

const HEARTBEAT_MS = 2000;
/** A running dispatch whose heartbeat is older than this lost its process: another one resumes it. */
export const STALE_RUN_MS = 10_000;
const CAPACITY_WAIT_MS = 500;
const BLOCKED_RETRY_MS = 5 * 60_000;
const SETTLE_WAIT_MS = 60_000;

async function sendBatch(
  ctx: AppContext,
  run: RunRow,
  claim: Awaited<ReturnType<typeof claimBatch>>,
): Promise<number | 'halted'> {
  // The last look before dialling: a Pause or Stop committed since the claim cancels the batch.
  if (!(await runAllowsDialling(ctx.db, run.id))) {
    await cancelReservedCalls(ctx, claim.calls);
    return 'halted';
  }
  // The dial-time do-not-call check, number by number.
  const calls = await keepDiallable(ctx, claim);
  const voice = voiceFor(ctx, run.testMode);
  const sent = await Promise.all(
    calls.map((c) =>
      sendReservedCall(ctx, voice, c).then(
        () => 1,
        (err) => (
          ctx.logger.warn(
            { err: isAppError(err) ? err.message : err, callId: c.id },
            'provider refused a campaign call; the lead will be tried again',
          ),
          0
        ),
      ),
    ),
  );
  return sent.reduce<number>((a, b) => a + b, 0);
}

/** Queues a dispatch job; one already queued under the same key is the same work. */
const queueOnce = (ctx: AppContext, payload: Payload, opts: { singletonKey: string; startAfterSeconds?: number }) =>
  ctx.jobs.send(dispatchCallsJob, payload, opts).catch((err: unknown) => {
    if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
  });

type Outcome = 'done' | 'blocked' | 'halted';

async function placeAll(ctx: AppContext, run: RunRow, onPlaced: (n: number) => Promise<void>): Promise<Outcome> {
  for (;;) {
    if (!(await runAllowsDialling(ctx.db, run.id))) return 'halted';
    const claim = await claimBatch(ctx, run, run.batchSize);
    const { calls, blocked } = claim;
    if (calls.length) {
      const sent = await sendBatch(ctx, run, claim);
      if (sent === 'halted') return 'halted';
      await onPlaced(sent);
      await sleep(run.delayMs);
      continue;
    }
    if (blocked === 'concurrent') {
      // Full lines: collect results (which frees them) and try again.
      await refreshCampaignCalls(ctx, { campaignId: run.campaignId });
      await sleep(CAPACITY_WAIT_MS);
      continue;
    }
    return blocked ? 'blocked' : 'done';
  }
}

export const dispatchCallsJob = defineJob({
  name: 'calls.dispatch',
  admin: true,
  payload: ZDispatchPayload,
  retryLimit: 5,
  retryDelaySeconds: 2,
  expireInSeconds: 4 * 60 * 60,
  concurrency: 4,
  async recover(app, queue) {
    if (app.database.driver === 'pglite') await queue.failOrphans();
    startStaleSweep(app);
  },
  async handler(payload, job) {
    const ctx = job.app;
    const run = await getRun(ctx.db, payload.runId);
    // A paused, stopped or finished run: a wake-up or a resumed job finds nothing to do.
    if (!run || run.status !== 'running') return { placed: 0, skipped: true, status: run?.status ?? null };
    await beatRun(ctx.db, run.id, ctx.clock.now());
    let beating = true;
    const timer = setInterval(
      () => void (beating && beatRun(ctx.db, run.id, ctx.clock.now()).catch(() => {})),
      HEARTBEAT_MS,
    );
    try {
      return await work(ctx, run, payload, job, () => {
        beating = false;
        clearInterval(timer);
      });
    } finally {
      clearInterval(timer);
    }
  },
});

async function work(ctx: AppContext, run: RunRow, payload: Payload, job: JobContext, stopBeating: () => void) {
  const lanes = ctx.env.DISPATCH_LANES;
  const report = async (done: number, total: number, message: string) => {
    await job.progress({ done, total, message });
    // A resumed dispatch reports on the job the Dispatch tab is watching.
    if (run.jobId && run.jobId !== job.jobId)
      await ctx.jobs.reportProgress(run.jobId, dispatchCallsJob.name, { state: 'active', done, total, message });
  };
  if (payload.lane === 0) {
    for (let lane = 1; lane < lanes; lane++) {
      await queueOnce(
        ctx,
        { runId: run.id, lane, wake: payload.wake },
        { singletonKey: `${run.id}:${payload.wake}:${lane}` },
      );
    }
    // Attempts a dead process reserved but never sent are settled first.
    await refreshCampaignCalls(ctx, { campaignId: run.campaignId });
  }
  const total = run.counts.now;
  let placed = 0;
  if (run.autoDispatch) await prepareAutoLeads(ctx, run.campaignId);
  let outcome = await placeAll(ctx, run, async (n) => {
    placed += n;
    if (payload.lane === 0) await report(Math.min(placed, total), total, `${countOf(placed, 'call')} placed`);
  });
  if (payload.lane !== 0) return { placed, lane: payload.lane };

  // Lane 0 follows the run's calls to their end (calls ringing when a pause commits finish too).
  const pollMs = Math.max(250, (ctx.providers.sandboxVoice.pollIntervalSeconds ?? 1) * 1000);
  let settling: number | null = null;
  for (;;) {
    const { completed, inProgress } = await refreshCampaignCalls(ctx, { runId: run.id });
    await report(
      completed,
      Math.max(total, completed + inProgress),
      `${completed} calls finished, ${inProgress} in progress`,
    );
    if (inProgress > 0) {
      settling = null;
      // An auto run places leads that became ready while its calls ring (enriched after the
      // wake-up looked) rather than waiting for a quiet moment; placeAll keeps capacity and Pause.
      if (await isAutoRun(ctx, run.id)) {
        await prepareAutoLeads(ctx, run.campaignId);
        await placeAll(ctx, run, async (n) => void (placed += n));
      }
      await sleep(pollMs);
      continue;
    }
    // A finished call's lead is settled (completed, or pending for a retry) by its call.finished
    // handler, just after: wait for those before deciding what is left (bounded, so a stuck
    // handler cannot hold the run; its lead is settled when the handler runs).
    settling ??= Date.now();
    if (Date.now() - settling < SETTLE_WAIT_MS && (await getDispatchPreview(ctx, run.campaignId)).calling > 0) {
      await sleep(Math.min(pollMs, 250));
      continue;
    }
    settling = null;
    if (outcome === 'halted' || !(await runAllowsDialling(ctx.db, run.id))) {
      outcome = 'halted';
      break;
    }
    // Auto-dispatch: newly enrolled leads get their voice, and the run waits for their enrichment.
    const auto = (await isAutoRun(ctx, run.id)) ? await prepareAutoLeads(ctx, run.campaignId) : null;
    const left = run.testMode
      ? await testLeadsLeft(ctx, run)
      : (await getDispatchPreview(ctx, run.campaignId)).now.count;
    if (left === 0 && auto?.enriching) {
      await sleep(pollMs);
      continue;
    }
    if (left === 0) break;
    // Retries that became due, or leads another lane released: place them too.
    outcome = await placeAll(ctx, run, async (n) => void (placed += n));
    if (outcome === 'blocked') break;
  }
  stopBeating();
  const preview = await getDispatchPreview(ctx, run.campaignId);
  if (outcome === 'halted') {
    const status = (await getRun(ctx.db, run.id))?.status ?? 'stopped';
    // The job ends here, but the run does not (paused) or ended early (stopped): say which.
    await report(
      placed,
      Math.max(total, placed),
      `${status === 'paused' ? 'Paused' : 'Stopped'} after ${countOf(placed, 'call')} placed`,
    );
    const result = {
      placed,
      completed: preview.completed,
      later: preview.later.count,
      never: preview.never.count,
      waitingUntil: null,
      halted: status,
    };
    if (run.jobId && run.jobId !== job.jobId)
      await ctx.jobs.reportProgress(run.jobId, dispatchCallsJob.name, { state: 'completed', result });
    return result;
  }
  const later = run.testMode ? null : preview.later.nextAt; // a test run calls only who can be called now
  const wakeAt =
    outcome === 'blocked' ? new Date(ctx.clock.now().getTime() + BLOCKED_RETRY_MS) : later ? new Date(later) : null;
  if (wakeAt) {
    const afterSeconds = Math.max(1, Math.ceil((wakeAt.getTime() - ctx.clock.now().getTime()) / 1000));
    const wake = Math.floor(wakeAt.getTime() / 1000);
    await queueOnce(
      ctx,
      { runId: run.id, lane: 0, wake },
      { singletonKey: `${run.id}:${wake}:0`, startAfterSeconds: afterSeconds },
    );
    // A run that waits holds its heartbeat at the wake time, so the stale sweep leaves it alone.
    await beatRun(ctx.db, run.id, new Date(wakeAt.getTime() + 60_000));
  } else if (await isAutoRun(ctx, run.id)) {
    await idleAutoRun(ctx, run.id);
  } else {
    const campaignDone = preview.calling === 0 && preview.now.count === 0 && preview.later.count === 0;
    const finished = await finishRun(ctx.db, run, ctx.clock.now(), { campaignDone });
    if (finished && campaignDone && !run.testMode) await emitCampaignCompleted(ctx, run.campaignId, preview.completed);
  }
  const result = {
    placed,
    completed: preview.completed,
    later: preview.later.count,
    never: preview.never.count,
    waitingUntil: wakeAt?.toISOString() ?? null,
  };
  if (run.jobId && run.jobId !== job.jobId)
    await ctx.jobs.reportProgress(run.jobId, dispatchCallsJob.name, { state: 'completed', result });
  return result;
}

const sweeps = new WeakSet<AppContext>();

/**
 * Resumes dispatches whose process died (its heartbeat went stale): a new lane-0 job for the same
 * run. Runs every few seconds in every worker process; the claim makes a duplicate harmless.
 */
function startStaleSweep(app: AppContext): void {
  if (sweeps.has(app)) return;
  sweeps.add(app);
  const timer = setInterval(async () => {
    // Only a stopped queue ends the sweep: a database outage must not, since resuming the runs it
    // interrupted is exactly the sweep's work once the database is back.
    if (!app.jobs.running) return void clearInterval(timer);
    try {
      for (const run of await findStaleRuns(app.db, new Date(app.clock.now().getTime() - STALE_RUN_MS))) {
        const wake = Math.floor((run.heartbeatAt?.getTime() ?? 0) / 1000);
        await app.jobs
          .send(dispatchCallsJob, { runId: run.id, lane: 0, wake }, { singletonKey: `${run.id}:resume:${wake}` })
          .catch(() => {});
        app.logger.info({ runId: run.id }, 'dispatch lost its process: resuming');
      }
    } catch (err) {
      app.logger.debug({ err }, 'stale dispatch sweep failed');
    }
  }, STALE_RUN_MS / 2);
  timer.unref();
}
