import { AppError } from '@common/errors';
import type { TWebhookResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import type { WebhookHeaders } from '../../providers/payments/types';
import { recordWebhookEvent, webhookEventSeen } from '../inbound-events/record-webhook-event';
import { findPayment } from './payments.repo';
import { settlePayment } from './settle-payment';
import { assertConfiguredAdapter } from '../../providers/named-adapter';

/**
 * POST /api/webhooks/wallet/<adapter>: the wallet provider's webhook. The adapter asks the provider
 * whether the event is genuine; a forged one answers 400. An order the event names as ready to
 * settle is then settled by asking the provider (capturing an approved one), and the event is
 * stored afterwards: if the provider is unreachable we answer 5xx, store nothing, and its
 * redelivery tries again. Settling is idempotent, so a replay changes nothing. `adapter` as in
 * handleCardWebhook.
 */
export async function handleWalletWebhook(
  ctx: AppContext,
  adapter: string,
  rawBody: Buffer | undefined,
  headers: WebhookHeaders,
): Promise<TWebhookResponse> {
  const wallet = ctx.providers.wallet;
  assertConfiguredAdapter('wallet payment provider', wallet.adapter, adapter);
  const event = rawBody ? await wallet.verifyWebhook(rawBody, headers) : null;
  if (!event) throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
  if (await webhookEventSeen(ctx.db, wallet.adapter, event.id)) return { received: true, duplicate: true };

  if (event.settleOrderId) {
    const known = await findPayment(ctx.db, [wallet.adapter], event.settleOrderId);
    if (known && known.status !== 'succeeded') await settlePayment(ctx, wallet.adapter, event.settleOrderId, null);
  }
  const fresh = await recordWebhookEvent(ctx.db, {
    provider: wallet.adapter,
    eventId: event.id,
    type: event.type,
    payload: JSON.parse(rawBody!.toString('utf8')),
  });
  return { received: true, duplicate: !fresh };
}
