import { AppError } from '@common/errors';
import type { TVerifyPaymentResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import { findPayment } from './payments.repo';
import { settlePayment } from './settle-payment';

/**
 * GET /api/verify-payment/:paymentId. Only payments this app started can be verified; the answer
 * comes from the provider, and a recorded deposit stays recorded (no second provider call).
 */
export async function verifyPayment(
  ctx: AppContext,
  visitorId: string,
  paymentId: string,
): Promise<TVerifyPaymentResponse> {
  const { card, wallet } = ctx.providers;
  const row = await findPayment(ctx.db, [card.adapter, wallet.adapter], paymentId);
  if (!row) throw new AppError('NOT_FOUND', 'No payment with this id was started here');
  const mode = row.provider === card.adapter ? card.mode : wallet.mode;
  if (row.status === 'succeeded') return { verified: true, mode };
  const { verified } = await settlePayment(ctx, row.provider, paymentId, visitorId);
  return { verified, mode };
}
