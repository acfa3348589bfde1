import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { doNotCall, leads } from '../../db/schema';

// The lead side of a campaign call (kept in the calls feature, beside the trial side in
// calls.repo.ts, because dispatch calls into calls: the reverse import would be a cycle).

export interface LeadCallOutcome {
  leadId: string;
  callId: string;
  /** Back to pending (a retry at `nextCallAt`) or completed. */
  retryAt: Date | null;
  endReason: string | null;
  durationSeconds: number | null;
  transcript: string | null;
  transcripts: Array<{ user: string; text: string }> | null;
  recordingUrl: string | null;
  answeredBy: string | null;
  cost: string | null;
}

/**
 * Writes a finished call to its lead: calling → completed (or back to pending for a retry). Only
 * the lead's latest attempt, and only while it is calling, so a late or repeated report changes
 * nothing. Answers whether the lead was settled by this write.
 */
export async function settleLeadCall(db: DbOrTx, o: LeadCallOutcome): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({
      callStatus: o.retryAt ? 'pending' : 'completed',
      nextCallAt: o.retryAt,
      callEndReason: o.endReason,
      callDurationSeconds: o.durationSeconds,
      callTranscript: o.transcript,
      callTranscripts: o.transcripts,
      callRecordingUrl: o.recordingUrl,
      callAnsweredBy: o.answeredBy,
      callCost: o.cost,
    })
    .where(and(eq(leads.id, o.leadId), eq(leads.callStatus, 'calling'), eq(leads.lastCallId, o.callId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** A refused send (never dialled): the lead goes back to pending, to be tried at `at`. */
export async function releaseLeadCall(db: DbOrTx, leadId: string, callId: string, at: Date): Promise<void> {
  await db
    .update(leads)
    .set({ callStatus: 'pending', nextCallAt: at })
    .where(and(eq(leads.id, leadId), eq(leads.callStatus, 'calling'), eq(leads.lastCallId, callId)));
}

export async function addDoNotCall(db: DbOrTx, phones: string[], source: string, note = ''): Promise<number> {
  if (!phones.length) return 0;
  const rows = await db
    .insert(doNotCall)
    .values(phones.map((phoneE164) => ({ phoneE164, source, note })))
    .onConflictDoNothing()
    .returning({ p: doNotCall.phoneE164 });
  return rows.length;
}

export async function isDoNotCall(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db.select({ p: doNotCall.phoneE164 }).from(doNotCall).where(eq(doNotCall.phoneE164, phone)).limit(1);
  return Boolean(row);
}
