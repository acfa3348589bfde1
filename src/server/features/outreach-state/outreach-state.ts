import { AppError } from '@common/errors';
import { CAMPAIGN_MSG } from '@common/campaigns/schemas';
import { nextState, type CampaignEvent, type RunEvent, type TCampaignStatus } from '@common/outreach/states';
import type { DbOrTx } from '../../db/tx';
import { optOut } from './opt-out-policy';
import {
  beat,
  bookLeadRow,
  callbackLeadRow,
  claimLeadRows,
  findCampaignArchived,
  findCampaignStatus,
  findOpenRun,
  findRun,
  insertRun,
  latestRun,
  moveCampaign,
  moveRun,
  releaseLeadRow,
  runStatusForClaim,
  setRunAuto,
  setRunJob,
  settleLeadRow,
  staleRuns,
  type LeadResult,
  type RunRow,
} from './outreach-state.repo';

// The state owner: the one module that moves a campaign, a dispatch run and a lead's
// call status. Other features ASK it (dispatch, calls' webhook / poll / reconciler, dev-queue,
// campaigns); none writes those columns itself. Each function is one transition of the table in
// common/outreach/states.ts, guarded in SQL by that table's from-states, and takes a DbOrTx so the
// caller can make it part of its own transaction.
//
// API (stable; add, don't rename):
//   openRun(db, campaignId, settings, now)        Dispatch: a new running run (a live one moves the
//                                                 campaign draft/active/stopped/completed → active),
//                                                 or the open run when there is one ({created:false})
//   pauseRun / resumeRun / stopRun(db, campaignId, now)   the controls (campaign follows for live runs)
//   startCampaign(db, campaignId)                 the card's Start (draft/stopped → active)
//   finishRun(db, run, now, {campaignDone})       the run's work is over (live + campaignDone → completed)
//   runAllowsDialling(db, runId)                  the check right before a reserved call is sent
//   claimLeads(tx, run, claims)                   pending → calling, only while the run is running
//   recordLeadResult(tx, purpose, result, opts)   a live attempt's end: completed, or pending for a
//                                                 retry; an opt-out joins the do-not-call list.
//                                                 A test attempt ('campaign-test') changes nothing.
//   releaseLead(tx, leadId, callId, at, uncount)  calling → pending for an attempt never dialled
//   markBooked(tx, leadId)                        completed → scheduled
//   scheduleLeadCallback(db, leadId, at)          "call me later": the next attempt at `at`
//   setAutoDispatch(db, runId, on)               the run calls new leads automatically (or not)
//   getOpenRun / getRun / beatRun / recordRunJob / findStaleRuns   reads, heartbeat, job id
//   getCampaignStatus(db, campaignId)             read

export type { RunRow, LeadResult };

export interface RunSettings {
  batchSize: number;
  delayMs: number;
  testMode: boolean;
  counts: { now: number; later: number; never: number };
  /** The run idles instead of finishing when nothing is left, for leads enrolled later. */
  autoDispatch?: boolean;
}

/** The `calls.purpose` of a test run's attempts. */
export const TEST_ATTEMPT = 'campaign-test';

export const CAMPAIGN_PAUSED_MESSAGE = 'This campaign is paused. Resume it before dispatching.';
export const NOTHING_TO = (verb: string) => `There is no dispatch to ${verb} for this campaign.`;

const campaignTo = (from: TCampaignStatus, event: CampaignEvent) => nextState('campaign', from, event);

async function moveCampaignBy(db: DbOrTx, campaignId: string, event: CampaignEvent): Promise<boolean> {
  const from = await findCampaignStatus(db, campaignId, true);
  if (!from) throw new AppError('NOT_FOUND', 'Campaign not found');
  const to = campaignTo(from, event);
  if (!to) return false;
  return moveCampaign(db, campaignId, event, to);
}

/** The import wrote every lead: the hidden campaign becomes a draft (false when it was not importing). */
export const finishCampaignImport = (db: DbOrTx, campaignId: string) =>
  moveCampaign(db, campaignId, 'imported', 'draft');

/** An archived campaign is never dispatched: refused with the message saying how to undo it. */
export async function assertCampaignNotArchived(db: DbOrTx, campaignId: string): Promise<void> {
  if (await findCampaignArchived(db, campaignId)) throw new AppError('CONFLICT', CAMPAIGN_MSG.archived);
}

export const getOpenRun = (db: DbOrTx, campaignId: string) => findOpenRun(db, campaignId);
/** The campaign's status, or null when there is no such campaign. */
export const getCampaignStatus = (db: DbOrTx, campaignId: string) => findCampaignStatus(db, campaignId);
export const getRun = (db: DbOrTx, runId: string) => findRun(db, runId);
export const beatRun = (db: DbOrTx, runId: string, at: Date) => beat(db, runId, at);

/**
 * Dispatch. One open run per campaign (a partial unique index backs the check): when one is open
 * it is answered, unchanged, for the caller to report. A paused campaign is not dispatched.
 */
export async function openRun(
  db: DbOrTx,
  campaignId: string,
  s: RunSettings,
  now: Date,
): Promise<{ run: RunRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const status = await findCampaignStatus(tx, campaignId, true);
    if (!status) throw new AppError('NOT_FOUND', 'Campaign not found');
    const open = await findOpenRun(tx, campaignId, true);
    if (open) return { run: open, created: false };
    if (status === 'paused') throw new AppError('CONFLICT', CAMPAIGN_PAUSED_MESSAGE);
    await assertCampaignNotArchived(tx, campaignId);
    const run = await insertRun(tx, {
      campaignId,
      batchSize: s.batchSize,
      delayMs: s.delayMs,
      testMode: s.testMode,
      counts: s.counts,
      heartbeatAt: now,
      autoDispatch: s.autoDispatch ?? false,
    });
    // A test run changes nothing real, the campaign's status included.
    if (!s.testMode) await moveCampaignBy(tx, campaignId, 'dispatch');
    return { run, created: true };
  });
}

async function control(
  db: DbOrTx,
  campaignId: string,
  event: RunEvent & CampaignEvent,
  verb: string,
  now: Date,
): Promise<RunRow | null> {
  return db.transaction(async (tx) => {
    const status = await findCampaignStatus(tx, campaignId, true);
    if (!status) throw new AppError('NOT_FOUND', 'Campaign not found');
    const open = await findOpenRun(tx, campaignId, true);
    const runTo = open ? nextState('run', open.status, event) : null;
    const moved = open && runTo ? await moveRun(tx, open.id, event, runTo, now) : null;
    // The campaign follows a live run (or its own card when no run is open); a test run leaves it be.
    const campaignMoved = !open || !open.testMode ? await moveCampaignBy(tx, campaignId, event) : false;
    if (!moved && !campaignMoved)
      throw new AppError(
        'CONFLICT',
        open
          ? `The ${open.testMode ? 'test' : 'live'} dispatch is ${open.status}: it can't ${verb}.`
          : NOTHING_TO(verb),
      );
    return moved ?? open;
  });
}

/** Pause: once this commits no lead of the campaign is claimed or dialled; calls already ringing finish. */
export const pauseRun = (db: DbOrTx, campaignId: string, now: Date) => control(db, campaignId, 'pause', 'pause', now);
/** Resume: the same run goes on (the caller queues its job). */
export const resumeRun = (db: DbOrTx, campaignId: string, now: Date) =>
  control(db, campaignId, 'resume', 'resume', now);
/** Stop: the run ends; leads not dialled stay pending for a later dispatch. */
export const stopRun = (db: DbOrTx, campaignId: string, now: Date) => control(db, campaignId, 'stop', 'stop', now);

/** The campaign card's Start: allows dialling (Dispatch starts a draft by itself). */
export async function startCampaign(db: DbOrTx, campaignId: string): Promise<boolean> {
  return db.transaction((tx) => moveCampaignBy(tx, campaignId, 'start'));
}

/** The run's work is over. A live run whose campaign has nothing left completes the campaign. */
export async function finishRun(
  db: DbOrTx,
  run: Pick<RunRow, 'id' | 'campaignId' | 'testMode'>,
  now: Date,
  o: { campaignDone: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const finished = await moveRun(tx, run.id, 'finish', 'finished', now);
    if (finished && !run.testMode && o.campaignDone) await moveCampaignBy(tx, run.campaignId, 'complete');
    return Boolean(finished);
  });
}

/** A campaign with nothing left and no open run completes (POST …/update-call-status). */
export async function completeCampaign(db: DbOrTx, campaignId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await findOpenRun(tx, campaignId, true)) return false;
    return moveCampaignBy(tx, campaignId, 'complete');
  });
}

/** True while the run may dial: read right before a reserved call is sent. */
export async function runAllowsDialling(db: DbOrTx, runId: string): Promise<boolean> {
  return (await findRun(db, runId))?.status === 'running';
}

/**
 * pending → calling for a live run's claim, in the caller's claiming transaction. Nothing is
 * claimed unless the run is running at that moment (read FOR SHARE: see runStatusForClaim).
 * A test run claims no lead: its attempts never touch the lead.
 */
export async function claimLeads(
  tx: DbOrTx,
  run: Pick<RunRow, 'id' | 'testMode'>,
  claims: Array<{ leadId: string; callId: string }>,
) {
  if ((await runStatusForClaim(tx, run.id)) !== 'running') return [];
  if (run.testMode)
    return claims.map((c) => ({ id: c.leadId, attempt: null as number | null, callId: c.callId as string | null }));
  return claimLeadRows(tx, claims);
}

/**
 * A finished campaign attempt. `campaign-test` attempts (a test run's) change nothing but the
 * call row their caller already wrote. A live callee who asked not to be called again joins the
 * do-not-call list; the lead completes, or goes back to pending for a retry at `retryAt`.
 */
export async function recordLeadResult(
  tx: DbOrTx,
  purpose: string,
  r: LeadResult,
  o: { optedOutPhone: string | null },
): Promise<boolean> {
  if (purpose === TEST_ATTEMPT) return false;
  // A real call's callee (a campaign's or the enhanced-voice test page's) is heard either way.
  if (o.optedOutPhone) await optOut(tx, o.optedOutPhone, 'call');
  return purpose === 'campaign' ? settleLeadRow(tx, r, Boolean(o.optedOutPhone)) : false;
}

export async function releaseLead(
  tx: DbOrTx,
  purpose: string,
  leadId: string,
  callId: string,
  at: Date | null,
  uncount = false,
): Promise<boolean> {
  if (purpose !== 'campaign') return false;
  return releaseLeadRow(tx, leadId, callId, at, uncount);
}

export const markBooked = (tx: DbOrTx, leadId: string) => bookLeadRow(tx, leadId);

/**
 * A live conversation's "call me later" (the schedule_callback tool): the lead's next attempt at
 * `at`, already moved to a lawful moment by the tool. Mid-call the settle keeps it over the retry
 * plan; false when the lead is booked (or gone).
 */
export const scheduleLeadCallback = (db: DbOrTx, leadId: string, at: Date) => callbackLeadRow(db, leadId, at);

/** Auto-dispatch on or off for an open run (off: the run finishes once nothing is left). */
export const setAutoDispatch = (db: DbOrTx, runId: string, on: boolean) => setRunAuto(db, runId, on);

/** The job a run's progress is reported on (the Dispatch tab watches it). */
export const recordRunJob = (db: DbOrTx, runId: string, jobId: string) => setRunJob(db, runId, jobId);
/** Running runs whose process died (stale heartbeat): the dispatch feature resumes them. */
export const findStaleRuns = (db: DbOrTx, before: Date) => staleRuns(db, before);
/** The campaign's latest run, whatever its status (the Dispatch tab shows a finished one too). */
export const latestRunOf = (db: DbOrTx, campaignId: string) => latestRun(db, campaignId);
