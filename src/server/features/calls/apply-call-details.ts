import type { TEndReason } from '@common/dispatch/schemas';
import { FINISHED_CALL_STATUSES, type TCallStatus } from '@common/outreach/states';
import type { CallDetails } from '../../providers/voice/types';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { callFinishedEvent } from '../../jobs/events';
import { setEndReason, updateCallOutcome, type CallRow } from './calls.repo';
import { voicemailOf } from './voicemail-instruction';

export const isFinished = (status: string) => (FINISHED_CALL_STATUSES as readonly string[]).includes(status);

const endReasonOf = (d: CallDetails): TEndReason => d.endReason ?? (d.state === 'completed' ? 'completed' : 'failed');

type CallRef = Pick<CallRow, 'id'> & Partial<Pick<CallRow, 'metadata'>>;

/** Who hears that a call finished: the job queue (call.finished, one job per call). */
export type CallEvents = Pick<AppContext, 'jobs'>;

/**
 * A finished report's status: a machine that answered a call sent with "leave a message" took the
 * message (the provider spoke it after the beep), so the attempt ends in "left voicemail".
 */
function finalStatus(call: CallRef, d: CallDetails): TCallStatus {
  const reason = d.state === 'completed' ? endReasonOf(d) : null;
  if (reason === 'voicemail' && voicemailOf(call.metadata)?.action === 'leave_message') return 'left-voicemail';
  return d.state;
}

/**
 * Writes a provider report (poll answer or webhook) to the call. Once the call is over, the same
 * transaction queues one call.finished job: what follows (the lead's retry or completion, the
 * outcome reading, webhooks, the trial, the Dev Queue) is done by the features that own it, in
 * its handlers (jobs/call-finished.job.ts). Safe to repeat: a finished call is never moved back,
 * and its event is keyed by the call. Returns whether anything was written.
 */
export async function applyCallDetails(
  ctx: CallEvents,
  db: DbOrTx,
  call: CallRef,
  d: CallDetails,
  now: Date,
): Promise<boolean> {
  const status = finalStatus(call, d);
  return db.transaction(async (tx) => {
    const written = await updateCallOutcome(
      tx,
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
      d.endedAt ?? null,
    );
    if (!written || !isFinished(status)) return written;
    await setEndReason(tx, call.id, endReasonOf(d));
    await ctx.jobs.sendWithin(tx, callFinishedEvent, { callId: call.id }, { key: call.id });
    return written;
  });
}

/** A call that ended without a provider report (never accepted, lost, or timed out). */
export async function failCall(
  ctx: CallEvents,
  db: DbOrTx,
  call: CallRef,
  message: string,
  now: Date,
  endReason: TEndReason = 'failed',
): Promise<void> {
  await applyCallDetails(
    ctx,
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
  );
}
