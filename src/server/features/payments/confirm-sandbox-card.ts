import { AppError } from '@common/errors';
import type { TSandboxCardConfirmRequest, TSandboxCardConfirmResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import { isSandboxCardCheckout } from '../../providers/payments/types';

/**
 * POST /api/sandbox/card/confirm: the sandbox card form's "Stripe.js". It only exists while no
 * Stripe key is configured. Confirming does not record the deposit: like the live flow, the page
 * then asks /api/verify-payment, which reads the sandbox record.
 */
export async function confirmSandboxCard(
  ctx: AppContext,
  input: TSandboxCardConfirmRequest,
): Promise<TSandboxCardConfirmResponse> {
  const card = ctx.providers.card;
  if (!isSandboxCardCheckout(card))
    throw new AppError('NOT_FOUND', 'The sandbox card checkout is off: card payments are live');
  const status = await card.confirmCard({ ...input, now: ctx.clock.now() });
  if (status.state !== 'succeeded')
    throw new AppError('PAYMENT_REQUIRED', status.failureMessage ?? 'Your card was declined.');
  return { status: 'succeeded', paymentId: status.id, mode: 'sandbox' };
}
