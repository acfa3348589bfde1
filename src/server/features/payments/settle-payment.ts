import { randomUUID } from 'node:crypto';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { PaymentStatus } from '../../providers/payments/types';
import { markPaymentClosed } from './payments.repo';
import { recordDeposit, recordDepositEvent } from './record-deposit';

/**
 * Asks the provider where a payment stands (never the browser) and records the deposit when it
 * is paid. Shared by verify-payment, the wallet return page and the PayPal webhook.
 */
export async function settlePayment(
  ctx: AppContext,
  provider: string,
  providerPaymentId: string,
  visitorId: string | null,
): Promise<{ verified: boolean; status: PaymentStatus }> {
  const status = await askProvider(ctx, provider, providerPaymentId);
  const { paid, firstTime } = await recordDeposit(ctx, provider, status, { visitorId });
  if (firstTime) await recordDepositEvent(ctx, provider, status, visitorId);
  if (status.state === 'failed' || status.state === 'canceled')
    await markPaymentClosed(ctx.db, provider, providerPaymentId, status.state);
  return { verified: paid, status };
}

async function askProvider(ctx: AppContext, provider: string, id: string): Promise<PaymentStatus> {
  const { card, wallet } = ctx.providers;
  if (provider === card.adapter) return card.retrieve(id);
  if (provider === wallet.adapter) {
    const order = await wallet.getOrder(id);
    // An approved order is paid only once captured; capture is idempotent on the provider's side
    // (a concurrent capture answers ORDER_ALREADY_CAPTURED and the adapter re-reads the order).
    return order.awaitingCapture ? wallet.capture(id, randomUUID()) : order;
  }
  throw new AppError('CONFLICT', 'This payment was made with a payment provider that is no longer configured');
}
