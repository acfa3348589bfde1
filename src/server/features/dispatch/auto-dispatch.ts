import { ZDispatchRequest } from '@common/dispatch/schemas';
import { isAppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { getOpenRun, setAutoDispatch, type RunRow } from '../outreach-state/outreach-state';
import { dispatchCallsJob } from './dispatch-calls.job';
import { startDispatch } from './start-dispatch';

// "Speed to lead": a campaign whose open run has auto-dispatch on calls each lead enrolled by the
// API within a minute. The run never finishes on "nothing left to dial" (it idles, its heartbeat
// held ahead so the stale sweep leaves it alone); an enrolment wakes it. Everything a run obeys
// still holds: calling hours, the do-not-call lists, consent, the schedule and pace, capacity,
// Pause and Stop (Stop ends the run, and with it auto-dispatch).

/**
 * Wakes the run: one job per campaign per second however many enrolments arrive in it. When this
 * second's job already exists it may be running past the point where it looked for leads (and
 * about to idle without this one), so the next second's job is queued to look again: a burst still
 * makes at most two jobs, and no enrolment's wake-up is lost.
 */
async function wake(ctx: AppContext, run: RunRow): Promise<void> {
  const second = Math.floor(ctx.clock.now().getTime() / 1000);
  for (const [at, after] of [
    [second, 0],
    [second + 1, 1],
  ]) {
    const sent = await ctx.jobs
      .send(
        dispatchCallsJob,
        { runId: run.id, lane: 0, wake: at },
        { singletonKey: `${run.id}:auto-${at}:0`, ...(after ? { startAfterSeconds: after } : {}) },
      )
      .then(
        () => true,
        (err: unknown) => {
          if (isAppError(err) && err.code === 'CONFLICT') return false;
          throw err;
        },
      );
    if (sent) return;
  }
}

/**
 * PATCH …/campaigns/{id} `{autoDispatch}`. On: the open run (Start calling's) calls new leads from
 * now on; without one, a run opens exactly as Start calling opens it (the same test-mode, registry,
 * consent-attestation and simulation gates; a draft campaign becomes active), empty if need be.
 * Off: the run finishes as any run does once nothing is left.
 */
export async function setCampaignAutoDispatch(
  ctx: AppContext,
  campaignId: string,
  on: boolean,
  o: { testMode?: boolean; consentAttestation?: boolean },
  admin: AdminUser | null,
): Promise<boolean> {
  const open = await getOpenRun(ctx.db, campaignId);
  if (!on) {
    if (!open?.autoDispatch) return false;
    const run = await setAutoDispatch(ctx.db, open.id, false);
    if (run?.status === 'running') await wake(ctx, run);
    return false;
  }
  if (open) {
    const run = await setAutoDispatch(ctx.db, open.id, true);
    if (run?.status === 'running') await wake(ctx, run);
    return true;
  }
  const input = ZDispatchRequest.parse({ testMode: o.testMode, consentAttestation: o.consentAttestation });
  await startDispatch(ctx, campaignId, input, admin, { autoDispatch: true });
  return true;
}

/** Whether the campaign's open run calls new leads automatically. */
export async function isAutoDispatch(ctx: AppContext, campaignId: string): Promise<boolean> {
  return (await getOpenRun(ctx.db, campaignId))?.autoDispatch === true;
}

/**
 * After an enrolment commits: an auto-dispatch run that is running is woken (a paused one stays
 * paused). Answers whether the campaign calls new leads automatically, so the caller queues their
 * enrichment.
 */
export async function wakeAutoDispatch(ctx: AppContext, campaignId: string): Promise<boolean> {
  const run = await getOpenRun(ctx.db, campaignId);
  if (!run?.autoDispatch) return false;
  if (run.status === 'running') await wake(ctx, run);
  return true;
}
