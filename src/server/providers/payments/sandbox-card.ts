import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@common/errors';
import type { CardPayments, PaymentStatus, SandboxCardCheckout, SandboxLedger, SandboxRecord } from './types';
import { checkSandboxCard } from './sandbox-test-cards';

const PROVIDER = 'sandbox-card';

/**
 * The offline stand-in for Stripe: intents are rows of our payments table (through the ledger),
 * confirmed by the app's own card form with Stripe's test numbers. Labelled Sandbox everywhere.
 */
export class SandboxCardPayments implements CardPayments, SandboxCardCheckout {
  readonly mode = 'sandbox' as const;
  readonly adapter = PROVIDER;
  readonly publishableKey = null;

  constructor(private readonly ledger: SandboxLedger) {}

  async createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }> {
    // "sbx_" labels it; the UI shows 8 characters, so the random part starts early.
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await this.ledger.create(PROVIDER, {
      id,
      amountCents: input.amountCents,
      currency: input.currency.toUpperCase(),
      metadata: input.metadata,
      sandbox: { state: 'requires_payment_method', clientSecret },
    });
    return { id, clientSecret };
  }

  async retrieve(id: string): Promise<PaymentStatus> {
    const record = await this.ledger.get(PROVIDER, id);
    if (!record) throw new AppError('NOT_FOUND', `No such payment_intent: '${id}'`);
    return toStatus(record);
  }

  /** The sandbox has no webhooks: nothing posted to the card webhook URL can be genuine. */
  verifyWebhook(): null {
    return null;
  }

  async confirmCard(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    now: Date;
  }): Promise<PaymentStatus> {
    const id = input.clientSecret.split('_secret_')[0];
    const record = await this.ledger.get(PROVIDER, id);
    if (!record || !sameSecret(record.sandbox.clientSecret, input.clientSecret)) {
      throw new AppError('NOT_FOUND', 'No such payment_intent: the client secret does not match any payment');
    }
    if (record.sandbox.state === 'succeeded') {
      throw new AppError(
        'CONFLICT',
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      );
    }
    const outcome = checkSandboxCard(input);
    const from = record.sandbox.state;
    if (!outcome.ok) {
      // Like Stripe, a decline leaves the intent payable with another card and remembers the error.
      await this.ledger.transition(PROVIDER, id, from, { ...record.sandbox, lastError: outcome.message });
      throw new AppError('PAYMENT_REQUIRED', outcome.message, { declineCode: outcome.declineCode });
    }
    const next = { ...record.sandbox, state: 'succeeded', lastError: undefined };
    if (!(await this.ledger.transition(PROVIDER, id, from, next))) {
      // Two confirmations raced; the other one decided. Report what the record says now.
      return this.retrieve(id);
    }
    return toStatus({ ...record, sandbox: next });
  }
}

function toStatus(record: SandboxRecord): PaymentStatus {
  return {
    id: record.id,
    state: record.sandbox.state === 'succeeded' ? 'succeeded' : 'pending',
    amountCents: record.amountCents,
    currency: record.currency,
    metadata: record.metadata,
    ...(record.sandbox.lastError ? { failureMessage: record.sandbox.lastError } : {}),
  };
}

function sameSecret(stored: string | undefined, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
