import { planRetry } from '@common/dispatch/retry-policy';
import type { TEndReason } from '@common/dispatch/schemas';
import { defaultCallHandling, type TCallHandling } from '@common/outcomes/call-handling';
import { FINISHED_CALL_STATUSES, type TCallStatus } from '@common/outreach/states';
import type { CallDetails } from '../../providers/voice/types';
import type { DbOrTx } from '../../db/tx';
import type { Env } from '../../env';
import { recordLeadResult } from '../outreach-state/outreach-state';
import { finishLinkedTrial, setEndReason, updateCallOutcome, type CallRow } from './calls.repo';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { leadDialFacts } from '../dispatch/lead-dial-facts';
import { campaignCallHandling } from '../campaign-settings/campaign-call-handling';
import { voicemailOf } from './voicemail-instruction';

export const isFinished = (status: string) => (FINISHED_CALL_STATUSES as readonly string[]).includes(status);

/**
 * The server's default retries for no-answer, busy and voicemail (how many after the first attempt,
 * how long after); a campaign's own settings (call handling, issue 26) replace them per outcome.
 */
export interface RetryPolicy {
  retries: number;
  delayMs: number;
}
export const retryPolicy = (env: Pick<Env, 'DISPATCH_RETRIES' | 'DISPATCH_RETRY_DELAY_MINUTES'>): RetryPolicy => ({
  retries: env.DISPATCH_RETRIES,
  delayMs: env.DISPATCH_RETRY_DELAY_MINUTES * 60_000,
});
const NO_RETRY: RetryPolicy = { retries: 0, delayMs: 0 };

/** The callee asked not to be called again (their own lines only, never the agent's). */
const OPT_OUT = /\b(do not|don'?t|never)\s+call\b|\bstop calling\b|\b(take|remove) me off\b|\bremove (me|my number)\b/i;
export const asksNotToBeCalled = (d: Pick<CallDetails, 'transcripts'>) =>
  d.transcripts.some((t) => t.user === 'user' && OPT_OUT.test(t.text));

const endReasonOf = (d: CallDetails): TEndReason => d.endReason ?? (d.state === 'completed' ? 'completed' : 'failed');

type CallRef = Pick<CallRow, 'id' | 'trialId'> &
  Partial<Pick<CallRow, 'leadId' | 'attempt' | 'phoneNumber' | 'purpose' | 'campaignId' | 'metadata'>>;

/**
 * A finished report's status: a machine that answered a call sent with "leave a message" took the
 * message (the provider spoke it after the beep), so the attempt ends in "left voicemail".
 */
function finalStatus(call: CallRef, d: CallDetails): TCallStatus {
  const reason = d.state === 'completed' ? endReasonOf(d) : null;
  if (reason === 'voicemail' && voicemailOf(call.metadata)?.action === 'leave_message') return 'left-voicemail';
  return d.state;
}

/** The campaign's retries per outcome, else the server's; and the lead's dial facts for the legal moment. */
async function retryContext(db: DbOrTx, call: CallRef, policy: RetryPolicy, now: Date) {
  const fallback = defaultCallHandling(policy.retries, Math.round(policy.delayMs / 60_000));
  if (!call.campaignId || !call.leadId) return { retries: fallback.retries, facts: null };
  const handling: TCallHandling | null = await campaignCallHandling(db, call.campaignId);
  return { retries: (handling ?? fallback).retries, facts: await leadDialFacts(db, call.campaignId, call.leadId, now) };
}

/**
 * Writes a provider report (poll answer or webhook) to the call and, once the call is over, to the
 * trial or lead it belongs to. What the call reported stays on the call row (readers ask the calls
 * feature for a lead's latest attempt). The lead's side is the state owner's (recordLeadResult): a
 * live attempt's lead either completes or (no answer, busy, voicemail, within the retry budget)
 * goes back to pending for a new attempt later, and a callee who asked not to be called again joins the do-not-call list; a test
 * run's attempt changes nothing beyond its own row. Safe to repeat: a finished call is never moved
 * back, a settled lead is not settled twice. Returns whether anything was written.
 */
export async function applyCallDetails(
  db: DbOrTx,
  call: CallRef,
  d: CallDetails,
  now: Date,
  policy: RetryPolicy = NO_RETRY,
): Promise<boolean> {
  const status = finalStatus(call, d);
  const written = await updateCallOutcome(
    db,
    call.id,
    {
      status,
      durationSeconds: d.durationSeconds,
      transcript: d.transcript,
      transcripts: d.transcripts.length ? d.transcripts : null,
      summary: d.summary,
      recordingUrl: d.recordingUrl,
      answeredBy: d.answeredBy,
      price: d.price === null ? null : String(d.price),
      errorMessage: d.errorMessage,
    },
    now,
  );
  if (!written || !isFinished(status)) return written;
  const endReason = endReasonOf(d);
  await setEndReason(db, call.id, endReason);
  // A campaign call's call.completed carries its outcome (disposition, summary, fields), so the
  // outcome writer emits it (outcomes/read-finished-calls.ts); trial, test-page and campaign test
  // run calls have none.
  if (!call.leadId || (call.purpose ?? 'campaign') !== 'campaign')
    await emitWebhookEvent(
      db,
      'call.completed',
      {
        callId: call.id,
        leadId: call.leadId ?? null,
        trialId: call.trialId,
        status,
        endReason,
        durationSeconds: d.durationSeconds,
        answeredBy: d.answeredBy,
        summary: d.summary,
        transcript: d.transcript,
        recordingUrl: d.recordingUrl,
      },
      { key: `call.completed:${call.id}` },
    );
  if (call.trialId) await finishLinkedTrial(db, call.trialId, status === 'completed' ? 'completed' : 'failed', now);
  if (call.leadId) {
    const optedOut = asksNotToBeCalled(d);
    // Only a live campaign attempt is ever retried (NO_RETRY: trials, test runs, refused sends).
    const plan =
      policy === NO_RETRY
        ? null
        : await retryContext(db, call, policy, now).then(({ retries, facts }) =>
            planRetry({ endReason, attempt: call.attempt ?? 1, optedOut }, retries, now, facts),
          );
    await recordLeadResult(
      db,
      call.purpose ?? 'campaign',
      {
        leadId: call.leadId,
        callId: call.id,
        retryAt: plan?.retry ? plan.at : null,
      },
      { optedOutPhone: optedOut ? (call.phoneNumber ?? null) : null },
    );
  }
  return written;
}

/** A call that ended without a provider report (never accepted, lost, or timed out). */
export async function failCall(
  db: DbOrTx,
  call: CallRef,
  message: string,
  now: Date,
  endReason: TEndReason = 'failed',
  policy: RetryPolicy = NO_RETRY,
): Promise<void> {
  await applyCallDetails(
    db,
    call,
    {
      providerCallId: '',
      state: 'failed',
      completed: true,
      durationSeconds: null,
      transcript: null,
      transcripts: [],
      summary: null,
      recordingUrl: null,
      answeredBy: null,
      price: null,
      errorMessage: message,
      metadata: {},
      endReason,
    },
    now,
    policy,
  );
}
