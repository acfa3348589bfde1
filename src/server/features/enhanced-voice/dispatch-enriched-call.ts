import { AppError } from '@common/errors';
import type { TDispatchEnrichedCallResponse } from '@common/enhanced-voice/schemas';
import type { AppContext } from '../../context';
import { placeCall } from '../calls/place-call';
import { buildEnrichedPrompt } from './build-enriched-prompt';

export const NO_PHONE_MESSAGE = 'This lead has no phone number that can be dialled.';

/**
 * POST /api/admin/dispatch-enriched-call: one test call to an enriched lead through placeCall, so
 * it shares the call capacity with trials and campaigns. The lead's callStatus is not touched: a
 * test call is not the campaign's call (the call row keeps the lead id, so its outcome is visible).
 */
export async function dispatchEnrichedCall(
  ctx: AppContext,
  input: { leadId: string; gender: 'female' | 'male'; age: string; customInstructions: string },
): Promise<TDispatchEnrichedCallResponse> {
  const { prompt, lead } = await buildEnrichedPrompt(ctx, input.leadId, input.customInstructions);
  if (!lead.phoneE164) throw new AppError('BAD_REQUEST', NO_PHONE_MESSAGE);
  const voice = ctx.providers.voice.curatedVoice(input.gender, input.age);
  const placed = await placeCall(ctx, { purpose: 'test', phoneNumber: lead.phoneE164, prompt, voice, leadId: lead.id });
  return { callId: placed.callId, mode: placed.mode, voice };
}
