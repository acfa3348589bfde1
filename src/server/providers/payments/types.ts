import type { TProviderMode } from '@common/system/providers';

// Deposits. Card: Stripe PaymentIntents (live) or the app's own sandbox card form. Wallet: PayPal
// Orders v2 (live) or the app's sandbox approval popup. The server never trusts the browser's word
// that a payment succeeded: verification always asks the provider (retrieve / capture).

export type PaymentState = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface PaymentStatus {
  id: string;
  state: PaymentState;
  amountCents: number;
  currency: string; // upper-case ISO
  metadata: Record<string, string>;
}

export interface CardPayments {
  readonly mode: TProviderMode;
  readonly adapter: string;
  /** Publishable key for the browser (Stripe); null in the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: { amountCents: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string; clientSecret: string }>;
  retrieve(id: string): Promise<PaymentStatus>;
  /** Verifies a webhook (signature + timestamp tolerance) and returns the event, or null when forged/stale. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): { id: string; type: string; payment: PaymentStatus | null } | null;
}

export interface WalletPayments {
  readonly mode: TProviderMode;
  readonly adapter: string;
  createOrder(input: { amountCents: number; currency: string; returnUrl: string; cancelUrl: string; requestId: string }): Promise<{ id: string; links: Array<{ href: string; rel: string; method?: string }> }>;
  /** Captures an approved order; an unapproved one answers state 'pending'. */
  capture(orderId: string, requestId: string): Promise<PaymentStatus>;
  getOrder(orderId: string): Promise<PaymentStatus>;
  /** Asks the provider whether a webhook is genuine; returns the event or null. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ id: string; type: string; orderId: string | null } | null>;
}
