import type { TCallCapacity } from '@common/calls/schemas';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { insertCalls, lockCallCapacity, type CallRow } from './calls.repo';
import { getCallCapacity, roomIn } from './get-call-capacity';
import { voiceFor } from './voice-for';
import type { VoicemailInstruction } from './voicemail-instruction';

export interface CallToReserve {
  id: string;
  phoneNumber: string;
  prompt: string;
  voice: string | null;
  leadId: string;
  /** The lead's attempt number; null for a test run's attempt (it never counts against the lead). */
  attempt: number | null;
  campaignId: string;
  dispatchRunId: string;
  /** The prompt version used (a prompt experiment's version key, else "base"): kept for the call's outcome. */
  templateVersion?: string;
  /** What to do when a machine answers, kept in the call's metadata for the send. */
  voicemail?: VoicemailInstruction;
  /** The campaign's caller ID (its callback line), kept in the call's metadata for the send. */
  callerId?: string | null;
}

export interface ReservedCalls {
  calls: CallRow[];
  capacity: TCallCapacity;
}

/** Campaign calls last longer than a demo: a conversation, not a hello. */
export const CAMPAIGN_MAX_MINUTES = 10;

/**
 * The campaign side of the atomic reservation: one transaction takes the capacity lock, counts
 * what every process has placed, lets `pick` claim at most `room` leads (in the same transaction,
 * so the claim and the call rows commit together or not at all) and inserts one call row per
 * claimed lead. No sending happens here: the provider is called after commit, with the call id in
 * its metadata (sendReservedCall).
 */
export async function reserveCalls(
  ctx: AppContext,
  testMode: boolean,
  pick: (tx: DbOrTx, room: number, capacity: TCallCapacity) => Promise<CallToReserve[]>,
): Promise<ReservedCalls> {
  const voice = voiceFor(ctx, testMode);
  return ctx.db.transaction(async (tx) => {
    await lockCallCapacity(tx);
    const capacity = await getCallCapacity(ctx, tx);
    // Stamped after counting, under the lock: a call's window starts once the budget saw room for it.
    const now = ctx.clock.now();
    const room = roomIn(capacity);
    if (room <= 0) return { calls: [], capacity };
    const picked = (await pick(tx, room, capacity)).slice(0, room);
    const calls = await insertCalls(
      tx,
      picked.map((c) => ({
        id: c.id,
        purpose: testMode ? 'campaign-test' : 'campaign',
        provider: voice.adapter,
        phoneNumber: c.phoneNumber,
        prompt: c.prompt,
        voice: c.voice,
        status: 'queued',
        leadId: c.leadId,
        attempt: c.attempt,
        campaignId: c.campaignId,
        dispatchRunId: c.dispatchRunId,
        metadata: {
          maxDurationMinutes: CAMPAIGN_MAX_MINUTES,
          mode: voice.mode,
          testMode,
          templateVersion: c.templateVersion ?? 'base',
          ...(c.voicemail ? { voicemail: c.voicemail } : {}),
          ...(c.callerId ? { from: c.callerId } : {}),
        },
        createdAt: now,
      })),
    );
    return { calls, capacity };
  });
}
