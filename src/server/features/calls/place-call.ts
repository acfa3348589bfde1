import { AppError } from '@common/errors';
import type { TCallPurpose } from '@common/calls/schemas';
import type { TProviderMode } from '@common/system/providers';
import type { AppContext } from '../../context';
import type { VoiceProvider } from '../../providers/voice/types';
import { failCall } from './apply-call-details';
import { insertCall, lockCallCapacity, setProviderCallId, type CallRow } from './calls.repo';
import { getCallCapacity } from './get-call-capacity';
import { assertTrialShare } from './trial-share';
import { releaseLead } from '../outreach-state/outreach-state';
import { checkDialTimeLists } from './dial-time-lists';
import { startPolling } from './poll-call-status.job';
import { voiceWebhookPath } from './handle-voice-webhook';
import { voiceFor } from './voice-for';
import { voicemailOf } from './voicemail-instruction';
import { callTools } from '../voice-tools/call-tools';

export interface PlaceCallInput {
  purpose: TCallPurpose;
  /** E.164 (callers check it with checkPhone). */
  phoneNumber: string;
  /** The agent's instructions, already under MAX_PROMPT_CHARS. */
  prompt: string;
  voice?: string;
  firstSentence?: string;
  maxDurationMinutes?: number;
  /**
   * Record the call. Off unless the caller knows the callee agreed to recording: the wizard's
   * consent text covers an automated call, not a recording, and several US states require
   * everyone's consent to record.
   */
  record?: boolean;
  leadId?: string;
  trialId?: string;
  /** Use the Sandbox voice provider whatever is configured (campaign test mode). */
  testMode?: boolean;
}

export interface PlacedCall {
  callId: string;
  providerCallId: string;
  provider: string;
  mode: TProviderMode;
}

/** Wizard trials and test calls are short demos; campaign dispatch may ask for longer. */
export const DEFAULT_MAX_MINUTES = 5;

export const CALL_CAPACITY_MESSAGE = 'Call capacity reached. Please try again later.';
export const DO_NOT_CALL_MESSAGE = 'This number is on the do-not-call list.';

/**
 * Places one phone call through the voice provider. The reservation is atomic: under the capacity
 * lock (a transaction-scoped advisory lock, so every process on the database queues on it) the
 * calls are counted and this one is inserted, in one transaction; two callers can never both take
 * the last slot. Then the call is sent with our call id as metadata and our webhook as target,
 * and its status polled. Every caller (trials, campaign dispatch, test page) goes through the same
 * lock, so all share the one capacity budget.
 */
export async function placeCall(ctx: AppContext, input: PlaceCallInput): Promise<PlacedCall> {
  // The company's list binds every call; the national registry is for campaign calls (a trial or
  // test call rings someone who asked for it), which check it in dispatch-calls' last look.
  if ((await checkDialTimeLists(ctx, input.phoneNumber)).doNotCall) throw new AppError('CONFLICT', DO_NOT_CALL_MESSAGE);
  const voice = voiceFor(ctx, input.testMode);
  const maxDurationMinutes = input.maxDurationMinutes ?? DEFAULT_MAX_MINUTES;
  const call = await ctx.db.transaction(async (tx) => {
    await lockCallCapacity(tx);
    const capacity = await getCallCapacity(ctx, tx);
    if (!capacity.canMakeCall) throw new AppError('RATE_LIMITED', CALL_CAPACITY_MESSAGE, { capacity });
    if (input.purpose === 'trial') await assertTrialShare(ctx, tx);
    return insertCall(tx, {
      purpose: input.purpose,
      provider: voice.adapter,
      phoneNumber: input.phoneNumber,
      prompt: input.prompt,
      voice: input.voice ?? null,
      status: 'queued',
      leadId: input.leadId ?? null,
      trialId: input.trialId ?? null,
      metadata: { maxDurationMinutes, mode: voice.mode },
      createdAt: ctx.clock.now(),
    });
  });
  const providerCallId = await sendReservedCall(ctx, voice, call, {
    firstSentence: input.firstSentence,
    record: input.record,
  });
  try {
    await startPolling(ctx, call.id);
  } catch (err) {
    // The call is already ringing; without polling its result can still arrive by webhook.
    ctx.logger.error({ err, callId: call.id }, 'could not queue the call status poll');
  }
  return { callId: call.id, providerCallId, provider: voice.adapter, mode: voice.mode };
}

/** The caller ID a campaign call was reserved with (reserve-calls.ts), read back for the send. */
const callerIdOf = (metadata: unknown): string | undefined => {
  const from = (metadata as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from ? from : undefined;
};

/**
 * Sends a reserved call (a `calls` row, committed) to its provider and records the provider's id.
 * A refusal (rate limit, concurrency limit, outage) fails the row, so it stops counting against
 * capacity, and a campaign lead goes back to pending to be tried again a little later.
 */
export async function sendReservedCall(
  ctx: AppContext,
  voice: VoiceProvider,
  call: CallRow,
  extra: { firstSentence?: string; record?: boolean } = {},
): Promise<string> {
  let providerCallId: string;
  try {
    // A live campaign call carries the agent's tools (a Sandbox call runs them itself, call.finished).
    const agent = call.purpose === 'campaign' && voice.mode === 'live' ? await callTools(ctx, call) : null;
    ({ providerCallId } = await voice.sendCall({
      phoneNumber: call.phoneNumber,
      task: call.prompt,
      voice: call.voice ?? undefined,
      firstSentence: extra.firstSentence,
      maxDurationMinutes: Number(
        (call.metadata as { maxDurationMinutes?: number }).maxDurationMinutes ?? DEFAULT_MAX_MINUTES,
      ),
      record: extra.record ?? false,
      metadata: { callId: call.id, purpose: call.purpose },
      voicemail: voicemailOf(call.metadata) ?? undefined,
      webhookUrl: `${ctx.publicUrl()}${voiceWebhookPath(voice.adapter)}`,
      tools: agent?.tools,
      transferPhoneNumber: agent?.transferPhoneNumber ?? undefined,
      from: callerIdOf(call.metadata),
    }));
  } catch (err) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await failCall(ctx, tx, call, err instanceof Error ? err.message : String(err), now);
      if (call.leadId) await releaseLead(tx, call.purpose, call.leadId, call.id, new Date(now.getTime() + 30_000));
    });
    throw err;
  }
  await setProviderCallId(ctx.db, call.id, providerCallId);
  return providerCallId;
}
