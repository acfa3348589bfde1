import { DEPOSIT_AMOUNT_CENTS, DEPOSIT_CURRENCY } from '@common/pricing/tiers';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import type { PaymentStatus } from '../../providers/payments/types';
import { recordEvent } from '../analytics/record-event';
import { DEPOSIT_METADATA, isFullDeposit } from './deposit';
import { markDepositPaid } from './payments.repo';

/**
 * Records a provider-confirmed deposit. Returns whether it counts as paid; the row and the
 * 'deposit_paid' analytics event are written once however many callers race here.
 */
export async function recordDeposit(
  ctx: AppContext,
  provider: string,
  status: PaymentStatus,
  opts: { visitorId?: string | null; db?: DbOrTx } = {},
): Promise<{ paid: boolean; firstTime: boolean }> {
  if (!isFullDeposit(status)) {
    if (status.state === 'succeeded')
      ctx.logger.warn(
        { provider, id: status.id, amountCents: status.amountCents, currency: status.currency },
        'succeeded payment is not a full deposit',
      );
    return { paid: false, firstTime: false };
  }
  const firstTime = await markDepositPaid(opts.db ?? ctx.db, {
    provider,
    providerPaymentId: status.id,
    amountCents: DEPOSIT_AMOUNT_CENTS,
    currency: DEPOSIT_CURRENCY,
    visitorId: opts.visitorId ?? null,
    metadata: { ...DEPOSIT_METADATA },
    at: ctx.clock.now(),
  });
  return { paid: true, firstTime };
}

/** The analytics side of a first-time deposit; call after any surrounding transaction commits. */
export async function recordDepositEvent(
  ctx: AppContext,
  provider: string,
  status: PaymentStatus,
  visitorId: string | null,
): Promise<void> {
  await recordEvent(ctx, {
    type: 'deposit_paid',
    path: '/pricing',
    visitorId,
    props: { provider, paymentId: status.id, amountCents: status.amountCents },
  });
}
