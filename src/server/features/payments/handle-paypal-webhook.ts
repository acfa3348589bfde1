import { AppError } from '@common/errors';
import type { TWebhookResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import type { WebhookHeaders } from '../../providers/payments/types';
import { findPayment, insertWebhookEvent, webhookEventExists } from './payments.repo';
import { settlePayment } from './settle-payment';

const SETTLING_EVENTS = new Set(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']);

/**
 * POST /api/webhooks/paypal. PayPal verifies its own signature (verify-webhook-signature with our
 * webhook id); a forged event answers 400. The order is then settled by asking PayPal (capturing an
 * approved one), and the event is stored afterwards: if PayPal is unreachable we answer 5xx, store
 * nothing, and PayPal's redelivery tries again. Settling is idempotent, so a replay changes nothing.
 */
export async function handlePaypalWebhook(
  ctx: AppContext,
  rawBody: Buffer | undefined,
  headers: WebhookHeaders,
): Promise<TWebhookResponse> {
  const wallet = ctx.providers.wallet;
  const event = rawBody ? await wallet.verifyWebhook(rawBody, headers) : null;
  if (!event) throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
  if (await webhookEventExists(ctx.db, 'paypal', event.id)) return { received: true, duplicate: true };

  if (SETTLING_EVENTS.has(event.type) && event.orderId) {
    const known = await findPayment(ctx.db, [wallet.adapter], event.orderId);
    if (known && known.status !== 'succeeded') await settlePayment(ctx, wallet.adapter, event.orderId, null);
  }
  const fresh = await insertWebhookEvent(ctx.db, {
    provider: 'paypal',
    eventId: event.id,
    type: event.type,
    payload: JSON.parse(rawBody!.toString('utf8')),
  });
  return { received: true, duplicate: !fresh };
}
