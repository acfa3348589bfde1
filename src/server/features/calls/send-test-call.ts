import { AppError } from '@common/errors';
import type { TTestCallResponse } from '@common/calls/schemas';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { checkPhone } from '@common/wizard/phone';
import type { TTestCallRequest } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { countPlacedCallsSince } from './calls.repo';
import { placeCall } from './place-call';

const DAY = 24 * 3600_000;

export const testCallLimitMessage = (limit: number) =>
  `This phone number has reached its limit of ${limit} test calls today. Please try again tomorrow.`;

/**
 * The voice-call test page: a call with a free-form prompt, for admins only (the route is in
 * ADMIN_ONLY_PATHS). Besides the route's per-minute limit a number can receive only as many test
 * calls a day as it could trial calls, so even an admin session can't be used to pester one number.
 */
export async function sendTestCall(ctx: AppContext, input: TTestCallRequest): Promise<TTestCallResponse> {
  const phone = checkPhone(input.phoneNumber, ctx.env.PHONE_DEFAULT_REGION);
  if (!phone.ok) throw new AppError('VALIDATION', phone.message);
  const limit = ctx.env.TRIAL_CALLS_PER_PHONE_PER_DAY;
  const today = await countPlacedCallsSince(ctx.db, new Date(ctx.clock.now().getTime() - DAY), {
    purpose: 'test',
    phoneNumber: phone.e164,
  });
  if (today >= limit) throw new AppError('RATE_LIMITED', testCallLimitMessage(limit));

  const placed = await placeCall(ctx, {
    purpose: 'test',
    phoneNumber: phone.e164,
    prompt: input.prompt.slice(0, MAX_PROMPT_CHARS),
    voice: ctx.providers.voice.curatedVoice(input.options.gender, input.options.age),
  });
  return {
    status: 'success',
    call_id: placed.providerCallId,
    message:
      placed.mode === 'sandbox'
        ? 'Sandbox: call simulated, no real phone call was placed.'
        : 'Call successfully queued.',
    mode: placed.mode,
  };
}
