import { AppError } from '@common/errors';
import type { TSandboxWalletDecision } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import { isSandboxWalletCheckout } from '../../providers/payments/types';

/** The sandbox approval page's Approve / Cancel: records the buyer's decision, then where to go. */
export async function decideSandboxOrder(
  ctx: AppContext,
  input: TSandboxWalletDecision,
): Promise<{ redirectTo: string }> {
  const wallet = ctx.providers.wallet;
  if (!isSandboxWalletCheckout(wallet))
    throw new AppError('NOT_FOUND', 'The sandbox PayPal checkout is off: PayPal payments are live');
  return wallet.decide(input.token, input.decision);
}
