import { AppError } from '@common/errors';
import type { TWebhookResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import type { WebhookHeaders } from '../../providers/payments/types';
import { recordWebhookEvent } from '../inbound-events/record-webhook-event';
import { findPayment } from './payments.repo';
import { recordDeposit, recordDepositEvent } from './record-deposit';
import { assertConfiguredAdapter } from '../../providers/named-adapter';

/**
 * POST /api/webhooks/card/<adapter>: the card provider's webhook. The adapter checks the signature
 * (over the raw bytes, with its replay tolerance) before anything is read; the event is stored once
 * per (adapter, event id), so a replay changes nothing. An event the adapter reports as `paid` is
 * the provider's signed word, so no extra retrieve is needed. `adapter` is the adapter named in the
 * URL; a delivery for one that is not configured is refused unread.
 */
export async function handleCardWebhook(
  ctx: AppContext,
  adapter: string,
  rawBody: Buffer | undefined,
  headers: WebhookHeaders,
): Promise<TWebhookResponse> {
  const card = ctx.providers.card;
  assertConfiguredAdapter('card payment provider', card.adapter, adapter);
  const event = rawBody ? card.verifyWebhook(rawBody, headers) : null;
  if (!event) throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');

  const payment = event.paid;
  // Only payments this app started count (the provider account may serve other integrations too).
  const known = payment ? await findPayment(ctx.db, [card.adapter], payment.id) : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, {
      provider: card.adapter,
      eventId: event.id,
      type: event.type,
      payload: JSON.parse(rawBody!.toString('utf8')),
    });
    if (!fresh || !payment || !known) return { fresh, firstTime: false };
    const { firstTime } = await recordDeposit(ctx, card.adapter, payment, { db: tx });
    return { fresh, firstTime };
  });
  if (outcome.firstTime && payment) await recordDepositEvent(ctx, card.adapter, payment, known?.visitorId ?? null);
  return { received: true, duplicate: !outcome.fresh };
}
