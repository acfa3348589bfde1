import type { AppContext } from '../../context';
import { latestDepositOf } from './payments.repo';

export interface DepositStatus {
  verified: boolean;
  /** Our payments row id (bookings reference it); never sent to the browser. */
  paymentRowId: string | null;
  paymentId: string | null;
  provider: string | null;
}

/** The visitor's verified deposit, kept server-side so a reload still shows 'Deposit Paid'. */
export async function getDepositStatus(ctx: AppContext, visitorId: string): Promise<DepositStatus> {
  const row = await latestDepositOf(ctx.db, visitorId);
  if (!row) return { verified: false, paymentRowId: null, paymentId: null, provider: null };
  return { verified: true, paymentRowId: row.id, paymentId: row.providerPaymentId, provider: row.provider };
}
