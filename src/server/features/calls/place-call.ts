import { AppError } from '@common/errors';
import type { TCallPurpose } from '@common/calls/schemas';
import type { TProviderMode } from '@common/system/providers';
import type { AppContext } from '../../context';
import { failCall } from './apply-call-details';
import { insertCall, setProviderCallId } from './calls.repo';
import { getCallCapacity } from './get-call-capacity';
import { startPolling } from './poll-call-status.job';

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
}

export interface PlacedCall {
  callId: string;
  providerCallId: string;
  provider: string;
  mode: TProviderMode;
}

/** Wizard trials and test calls are short demos; campaign dispatch may ask for longer. */
const DEFAULT_MAX_MINUTES = 5;

export const CALL_CAPACITY_MESSAGE = 'Call capacity reached. Please try again later.';

/**
 * Places one phone call through the voice provider: records it in `calls` first (so capacity
 * counts it and a crash leaves a trace), sends it with our call id as metadata and our webhook
 * as target, then starts polling its status. Every caller (trials, campaign dispatch, test page)
 * goes through here, so all share the one capacity budget.
 */
export async function placeCall(ctx: AppContext, input: PlaceCallInput): Promise<PlacedCall> {
  const capacity = await getCallCapacity(ctx);
  if (!capacity.canMakeCall) throw new AppError('RATE_LIMITED', CALL_CAPACITY_MESSAGE, { capacity });

  const voice = ctx.providers.voice;
  const maxDurationMinutes = input.maxDurationMinutes ?? DEFAULT_MAX_MINUTES;
  const call = await insertCall(ctx.db, {
    purpose: input.purpose,
    provider: voice.adapter,
    phoneNumber: input.phoneNumber,
    prompt: input.prompt,
    voice: input.voice ?? null,
    status: 'queued',
    leadId: input.leadId ?? null,
    trialId: input.trialId ?? null,
    metadata: { maxDurationMinutes, mode: voice.mode },
  });

  let providerCallId: string;
  try {
    ({ providerCallId } = await voice.sendCall({
      phoneNumber: input.phoneNumber,
      task: input.prompt,
      voice: input.voice,
      firstSentence: input.firstSentence,
      maxDurationMinutes,
      record: input.record ?? false,
      metadata: { callId: call.id },
      webhookUrl: `${ctx.publicUrl()}/api/webhooks/bland`,
    }));
  } catch (err) {
    await failCall(ctx.db, call, err instanceof Error ? err.message : String(err), ctx.clock.now());
    throw err;
  }
  await setProviderCallId(ctx.db, call.id, providerCallId);

  try {
    await startPolling(ctx, call.id);
  } catch (err) {
    // The call is already ringing; without polling its result can still arrive by webhook.
    ctx.logger.error({ err, callId: call.id }, 'could not queue the call status poll');
  }
  return { callId: call.id, providerCallId, provider: voice.adapter, mode: voice.mode };
}
