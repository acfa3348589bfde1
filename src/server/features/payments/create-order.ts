import { randomUUID } from 'node:crypto';
import { AppError } from '@common/errors';
import { DEPOSIT_AMOUNT_CENTS, DEPOSIT_CURRENCY } from '@common/pricing/tiers';
import type { TCreateOrderResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import { DEPOSIT_METADATA } from './deposit';
import { insertPayment } from './payments.repo';

// Where the wallet provider sends the popup back (checkout-routes.ts).
export const WALLET_RETURN_PATH = '/api/wallet/return';
export const WALLET_CANCEL_PATH = '/api/wallet/cancel';

/**
 * Starts a wallet (PayPal) deposit for the fixed $100.00. The buyer approves in a popup; PayPal
 * then sends the popup to our return page, which captures the order (capture-on-return).
 */
export async function createOrder(ctx: AppContext, visitorId: string): Promise<TCreateOrderResponse> {
  const wallet = ctx.providers.wallet;
  const base = ctx.publicUrl().replace(/\/+$/, '');
  const order = await wallet.createOrder({
    amountCents: DEPOSIT_AMOUNT_CENTS,
    currency: DEPOSIT_CURRENCY,
    returnUrl: `${base}${WALLET_RETURN_PATH}`,
    cancelUrl: `${base}${WALLET_CANCEL_PATH}`,
    requestId: randomUUID(),
  });
  // The spec's wording for a missing approval link (§8), which the popup shows.
  if (!order.approveUrl) throw new AppError('PROVIDER_ERROR', 'PayPal approval URL not found');
  await insertPayment(ctx.db, {
    provider: wallet.adapter,
    providerPaymentId: order.id,
    amountCents: DEPOSIT_AMOUNT_CENTS,
    currency: DEPOSIT_CURRENCY,
    visitorId,
    metadata: { ...DEPOSIT_METADATA },
  });
  return { id: order.id, links: [{ href: order.approveUrl, rel: 'approve', method: 'GET' }], mode: wallet.mode };
}
