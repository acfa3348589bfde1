import type { CallDetails } from '../../providers/voice/types';
import type { DbOrTx } from '../../db/tx';
import { finishLinkedTrial, updateCallOutcome, type CallRow } from './calls.repo';

export const isFinished = (status: string) => status === 'completed' || status === 'failed';

/**
 * Writes a provider report (poll answer or webhook) to the call and, once the call is over, to the
 * trial it belongs to. Safe to repeat: the same report writes the same values, and a finished call
 * is never moved back to running. Returns whether anything was written.
 */
export async function applyCallDetails(db: DbOrTx, call: Pick<CallRow, 'id' | 'trialId'>, d: CallDetails, now: Date): Promise<boolean> {
  const status = d.state;
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
  if (written && isFinished(status) && call.trialId) await finishLinkedTrial(db, call.trialId, status === 'completed' ? 'completed' : 'failed', now);
  return written;
}

/** A call that ended without a provider report (never accepted, lost, or timed out). */
export async function failCall(db: DbOrTx, call: Pick<CallRow, 'id' | 'trialId'>, message: string, now: Date): Promise<void> {
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
    },
    now,
  );
}
