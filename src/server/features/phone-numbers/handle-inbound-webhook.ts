import type { z } from 'zod';
import { AppError } from '@common/errors';
import type { ZInboundWebhookResponse } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { assertConfiguredAdapter } from '../../providers/named-adapter';
import { handleVoiceWebhook, INVALID_SIGNATURE } from '../calls/handle-voice-webhook';
import { answerInboundCall } from './answer-inbound-call';

type Headers = Record<string, string | string[] | undefined>;

/**
 * Calls to our numbers, as the voice provider reports them: at the start (who rang which number:
 * answered with the agent's greeting and the caller's context) and at the end (the finished call,
 * written as every post-call webhook is, once per delivery). Nothing is read before a signature
 * over the raw bytes checks out; a forged request changes nothing. A finished call whose start
 * never arrived is answered first, so it is still the number's campaign's call.
 */
export async function handleInboundWebhook(
  ctx: AppContext,
  adapter: string,
  rawBody: Buffer | undefined,
  headers: Headers,
): Promise<z.infer<typeof ZInboundWebhookResponse>> {
  const voice = ctx.providers.voice;
  assertConfiguredAdapter('voice provider', voice.adapter, adapter);
  if (!rawBody?.length) throw new AppError('BAD_REQUEST', 'Missing webhook body');
  const mode = voice.mode;
  const start = voice.verifyInboundStart?.(rawBody, headers) ?? null;
  if (start) {
    const answered = await answerInboundCall(ctx, { ...start, provider: voice.adapter, mode });
    return { received: true, callId: answered.callId, greeting: answered.greeting, context: answered.context };
  }
  const details = voice.verifyWebhook(rawBody, headers);
  if (!details?.inbound) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  const answered = await answerInboundCall(ctx, {
    provider: voice.adapter,
    providerCallId: details.providerCallId,
    to: details.inbound.to,
    from: details.inbound.from,
    mode,
  });
  const written = await handleVoiceWebhook(ctx, adapter, rawBody, headers);
  return { ...written, callId: answered.callId };
}
