import { DEPOSIT_AMOUNT_CENTS, DEPOSIT_CURRENCY } from '@common/pricing/tiers';
import type { PaymentStatus } from '../../providers/payments/types';

/** What the server attaches to every deposit, whatever the browser sent (spec §7 payload). */
export const DEPOSIT_METADATA = { type: 'agent_deposit', purpose: 'custom_agent_development' } as const;

/** A provider's "succeeded" counts as our deposit only for the exact amount and currency we charge. */
export function isFullDeposit(status: PaymentStatus): boolean {
  return (
    status.state === 'succeeded' &&
    status.amountCents === DEPOSIT_AMOUNT_CENTS &&
    status.currency.toUpperCase() === DEPOSIT_CURRENCY
  );
}
