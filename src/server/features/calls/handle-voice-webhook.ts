import { createHash } from 'node:crypto';
import { AppError } from '@common/errors';
import type { z } from 'zod';
import type { ZVoiceWebhookResponse } from '@common/calls/schemas';
import type { AppContext } from '../../context';
import { applyCallDetails } from './apply-call-details';
import { recordWebhookEvent } from '../inbound-events/record-webhook-event';
import { findCall, findCallByProviderId } from './calls.repo';
import { assertConfiguredAdapter } from '../../providers/named-adapter';

type Headers = Record<string, string | string[] | undefined>;

export const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * Where a provider kind posts its finished calls: one route per adapter name, so no route above
 * providers/ names a vendor and a second voice adapter gets its own URL without a new route.
 */
export const voiceWebhookPath = (adapter: string) => `/api/webhooks/voice/${encodeURIComponent(adapter)}`;

/**
 * The voice provider's post-call webhook. Nothing is trusted before the signature over the raw
 * bytes checks out. Each delivery is stored once, keyed by the provider's call id and a hash of
 * the body, so a replayed delivery is recognised and changes nothing; the store and the update
 * happen in one transaction, so a failed update leaves no stored event that would block a retry.
 * `adapter` is the adapter named in the URL; a delivery for a kind that is not configured is refused before anything is read.
 */
export async function handleVoiceWebhook(
  ctx: AppContext,
  adapter: string,
  rawBody: Buffer | undefined,
  headers: Headers,
): Promise<z.infer<typeof ZVoiceWebhookResponse>> {
  const voice = ctx.providers.voice;
  assertConfiguredAdapter('voice provider', voice.adapter, adapter);
  if (!rawBody?.length) throw new AppError('BAD_REQUEST', 'Missing webhook body');
  const details = voice.verifyWebhook(rawBody, headers);
  if (!details) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);

  const provider = voice.adapter;
  const eventId = `${details.providerCallId}:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
  const payload = JSON.parse(rawBody.toString('utf8')) as unknown;
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, { provider, eventId, type: `call.${details.state}`, payload });
    if (!fresh) return { received: true as const, duplicate: true, applied: false };
    let call = await findCallByProviderId(tx, provider, details.providerCallId);
    // Our own id travels in the metadata; use it only when it names a call with this provider id.
    const ourId = typeof details.metadata.callId === 'string' ? details.metadata.callId : null;
    if (!call && ourId && /^[0-9a-f-]{36}$/i.test(ourId)) {
      const byMeta = await findCall(tx, ourId);
      if (
        byMeta &&
        byMeta.provider === provider &&
        (!byMeta.providerCallId || byMeta.providerCallId === details.providerCallId)
      )
        call = byMeta;
    }
    if (!call) {
      ctx.logger.warn(
        { provider, providerCallId: details.providerCallId },
        'webhook for a call we do not know; stored only',
      );
      return { received: true as const, duplicate: false, applied: false };
    }
    const applied = await applyCallDetails(ctx, tx, call, details, now);
    return { received: true as const, duplicate: false, applied };
  });
}
