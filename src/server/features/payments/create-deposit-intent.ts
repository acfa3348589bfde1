import { randomUUID } from 'node:crypto';
import { DEPOSIT_AMOUNT_CENTS, DEPOSIT_CURRENCY } from '@common/pricing/tiers';
import type { TCreateDepositIntentResponse } from '@common/payments/schemas';
import type { AppContext } from '../../context';
import { DEPOSIT_METADATA } from './deposit';
import { insertPayment } from './payments.repo';

/**
 * Starts a card deposit. The amount is the server's: whatever the browser sent is ignored, so a
 * tampered request still pays (and can only ever unlock with) exactly $100.00.
 */
export async function createDepositIntent(ctx: AppContext, visitorId: string): Promise<TCreateDepositIntentResponse> {
  const card = ctx.providers.card;
  const metadata = { ...DEPOSIT_METADATA };
  const intent = await card.createIntent({
    amountCents: DEPOSIT_AMOUNT_CENTS,
    currency: DEPOSIT_CURRENCY,
    metadata,
    idempotencyKey: `deposit-${randomUUID()}`,
  });
  await insertPayment(ctx.db, {
    provider: card.adapter,
    providerPaymentId: intent.id,
    amountCents: DEPOSIT_AMOUNT_CENTS,
    currency: DEPOSIT_CURRENCY,
    visitorId,
    metadata,
  });
  return {
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    mode: card.mode,
    publishableKey: card.publishableKey,
  };
}
