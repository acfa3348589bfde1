import { AppError } from '@common/errors';
import type { TWebhookResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import type { WebhookHeaders } from '../../providers/payments/types';
import { findPayment, insertWebhookEvent } from './payments.repo';
import { recordDeposit, recordDepositEvent } from './record-deposit';

/**
 * POST /api/webhooks/stripe. The signature (over the raw bytes, 300 s tolerance) is checked before
 * anything is read; the event is stored once per Stripe event id, so a replay changes nothing.
 * A signed payment_intent.succeeded is Stripe's own word, so no extra retrieve is needed.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer | undefined,
  headers: WebhookHeaders,
): Promise<TWebhookResponse> {
  const card = ctx.providers.card;
  const event = rawBody ? card.verifyWebhook(rawBody, headers) : null;
  if (!event) throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');

  const payment = event.type === 'payment_intent.succeeded' ? event.payment : null;
  // Only intents this app started count (the Stripe account may serve other integrations too).
  const known = payment ? await findPayment(ctx.db, [card.adapter], payment.id) : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    const fresh = await insertWebhookEvent(tx, {
      provider: 'stripe',
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
