import { isAppError } from '@common/errors';
import type { TWalletPopupMessage } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import { findPayment } from './payments.repo';
import { settlePayment } from './settle-payment';

export const WALLET_PENDING_MESSAGE =
  'PayPal is still completing this payment. Your deposit is recorded as soon as PayPal confirms it.';

export type WalletReturn = Omit<TWalletPopupMessage, 'type'> | { redirectTo: string };

/**
 * PayPal sends the popup back here after approval: capture the order and tell the page that
 * opened the popup how it went. A declined funding source (or another step PayPal asks of the
 * payer) sends the popup back to PayPal's approval page, as PayPal documents. Never throws: the
 * popup always gets a page it can close.
 */
export async function completeWalletReturn(ctx: AppContext, visitorId: string, orderId: string): Promise<WalletReturn> {
  const wallet = ctx.providers.wallet;
  try {
    const known = await findPayment(ctx.db, [wallet.adapter], orderId);
    if (!known) return { status: 'failed', orderId, message: 'This PayPal order was not started here.' };
    const { verified, status } = await settlePayment(ctx, wallet.adapter, orderId, visitorId);
    if (verified) return { status: 'approved', orderId };
    if (status.payerActionUrl) return { redirectTo: status.payerActionUrl };
    if (status.captureInProgress) return { status: 'pending', orderId, message: WALLET_PENDING_MESSAGE };
    if (status.state === 'canceled') return { status: 'cancelled', orderId };
    return { status: 'failed', orderId, message: status.failureMessage ?? 'PayPal has not completed this payment.' };
  } catch (err) {
    ctx.logger.warn({ err, orderId }, 'wallet return: capture failed');
    return { status: 'failed', orderId, message: isAppError(err) ? err.message : 'PayPal payment failed.' };
  }
}
