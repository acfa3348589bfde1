import { randomBytes } from 'node:crypto';
import { AppError } from '@common/errors';
import type { PaymentStatus, SandboxLedger, SandboxRecord, SandboxWalletCheckout, WalletPayments } from './types';

const PROVIDER = 'sandbox-paypal';
export const SANDBOX_APPROVE_PATH = '/api/sandbox/wallet/approve';

/**
 * The offline stand-in for PayPal: orders are rows of our payments table (through the ledger) and
 * the buyer approves on the app's own page, labelled Sandbox, in the same popup PayPal would use.
 * Order states follow Orders v2: CREATED → APPROVED → COMPLETED, or VOIDED when cancelled.
 */
export class SandboxWalletPayments implements WalletPayments, SandboxWalletCheckout {
  readonly mode = 'sandbox' as const;
  readonly adapter = PROVIDER;

  constructor(private readonly ledger: SandboxLedger) {}

  async createOrder(input: { amountCents: number; currency: string; returnUrl: string; cancelUrl: string }) {
    const id = `SBX${randomBytes(7).toString('hex').toUpperCase()}`;
    await this.ledger.create(PROVIDER, {
      id,
      amountCents: input.amountCents,
      currency: input.currency.toUpperCase(),
      metadata: {},
      sandbox: { state: 'CREATED', returnUrl: input.returnUrl, cancelUrl: input.cancelUrl },
    });
    // A relative link: the popup opens on whatever host the visitor is using, so the approval
    // page, its redirects and the visitor's cookie all stay on one origin.
    return { id, approveUrl: `${SANDBOX_APPROVE_PATH}?token=${id}` };
  }

  async getOrder(orderId: string): Promise<PaymentStatus> {
    return toStatus(await this.load(orderId));
  }

  async capture(orderId: string): Promise<PaymentStatus> {
    const record = await this.load(orderId);
    if (record.sandbox.state !== 'APPROVED') return toStatus(record); // unapproved, voided or already captured
    const next = { ...record.sandbox, state: 'COMPLETED' };
    if (!(await this.ledger.transition(PROVIDER, orderId, 'APPROVED', next))) return this.getOrder(orderId);
    return toStatus({ ...record, sandbox: next });
  }

  async verifyWebhook(): Promise<null> {
    return null;
  }

  async decide(orderId: string, decision: 'approve' | 'cancel'): Promise<{ redirectTo: string }> {
    const record = await this.load(orderId);
    if (record.sandbox.state !== 'CREATED') {
      throw new AppError('CONFLICT', `This sandbox order is already ${record.sandbox.state.toLowerCase()}`);
    }
    const next = { ...record.sandbox, state: decision === 'approve' ? 'APPROVED' : 'VOIDED' };
    if (!(await this.ledger.transition(PROVIDER, orderId, 'CREATED', next))) {
      throw new AppError('CONFLICT', 'This sandbox order was decided in another window');
    }
    const target = decision === 'approve' ? record.sandbox.returnUrl : record.sandbox.cancelUrl;
    if (!target) throw new AppError('INTERNAL', 'The sandbox order has no return address');
    // Path only, for the same one-origin reason as the approve link. PayPal appends the order id
    // as `token` (and the buyer as `PayerID` on approval); so does the sandbox.
    const url = new URL(target, 'http://sandbox.invalid');
    url.searchParams.set('token', orderId);
    if (decision === 'approve') url.searchParams.set('PayerID', 'SANDBOXBUYER');
    return { redirectTo: `${url.pathname}${url.search}` };
  }

  private async load(orderId: string): Promise<SandboxRecord> {
    const record = await this.ledger.get(PROVIDER, orderId);
    if (!record) throw new AppError('NOT_FOUND', `The specified resource does not exist: order ${orderId}`);
    return record;
  }
}

function toStatus(record: SandboxRecord): PaymentStatus {
  const s = record.sandbox.state;
  return {
    id: record.id,
    state: s === 'COMPLETED' ? 'succeeded' : s === 'VOIDED' ? 'canceled' : 'pending',
    amountCents: record.amountCents,
    currency: record.currency,
    metadata: record.metadata,
    ...(s === 'APPROVED' ? { awaitingCapture: true } : {}),
  };
}
