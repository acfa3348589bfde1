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
  /** The provider's last failure text (e.g. a declined card), shown to nobody but logs and tests. */
  failureMessage?: string;
  /** The buyer approved (wallet) and the money is taken only by a capture call. */
  awaitingCapture?: boolean;
  /** PayPal is still completing the capture (ORDER_COMPLETION_IN_PROGRESS): check again later. */
  captureInProgress?: boolean;
  /** The payer must go back to the provider (declined funding source, extra step) at this URL. */
  payerActionUrl?: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A verified card webhook, in the port's words: the feature never reads a vendor's event names. */
export interface CardWebhookEvent {
  /** The vendor's event id: stored once per adapter, so a redelivery is recognised. */
  id: string;
  /** The vendor's event type, kept for the stored event only. */
  type: string;
  /** The payment this event reports as paid (the vendor's signed word), else null. */
  paid: PaymentStatus | null;
}

/** A verified wallet webhook: `settleOrderId` names an order the buyer approved or the vendor captured. */
export interface WalletWebhookEvent {
  id: string;
  type: string;
  settleOrderId: string | null;
}

export interface CardPayments {
  readonly mode: TProviderMode;
  /** Also the `payments.provider` value of the rows this adapter creates: stripe | sandbox-card. */
  readonly adapter: string;
  /** Publishable key for the browser (Stripe); null in the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieve(id: string): Promise<PaymentStatus>;
  /** Verifies a webhook (signature + timestamp tolerance) and returns the event, or null when forged/stale. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): CardWebhookEvent | null;
}

export interface WalletPayments {
  readonly mode: TProviderMode;
  /** Also the `payments.provider` value: paypal | sandbox-paypal. */
  readonly adapter: string;
  createOrder(input: {
    amountCents: number;
    currency: string;
    returnUrl: string;
    cancelUrl: string;
    requestId: string;
  }): Promise<{
    id: string;
    /** Where the buyer approves the order (in the popup); null if the provider gave none. */
    approveUrl: string | null;
  }>;
  /** Captures an approved order; an unapproved one answers state 'pending'. */
  capture(orderId: string, requestId: string): Promise<PaymentStatus>;
  getOrder(orderId: string): Promise<PaymentStatus>;
  /** Asks the provider whether a webhook is genuine; returns the event or null. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WalletWebhookEvent | null>;
}

// ---- Sandbox checkout (no keys configured) ----------------------------------------------------
// The sandbox stands in for the vendor, so it needs the vendor's records: it keeps them in the
// payments table (provider sandbox-card / sandbox-paypal) through this port, which the payments
// repository implements. Its "vendor state" lives beside our own status column, never in it.

export interface SandboxState {
  /** Card: requires_payment_method | succeeded. Wallet: CREATED | APPROVED | COMPLETED | VOIDED. */
  state: string;
  clientSecret?: string;
  returnUrl?: string;
  cancelUrl?: string;
  lastError?: string;
}

export interface SandboxRecord {
  id: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  sandbox: SandboxState;
}

export interface SandboxLedger {
  create(provider: string, record: SandboxRecord): Promise<void>;
  get(provider: string, id: string): Promise<SandboxRecord | null>;
  /** Compare-and-set: moves the state only if it is still `from`; false when another request won. */
  transition(provider: string, id: string, from: string, next: SandboxState): Promise<boolean>;
}

/** The sandbox card form's confirmation (the job Stripe.js does against Stripe when live). */
export interface SandboxCardCheckout {
  confirmCard(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    now: Date;
  }): Promise<PaymentStatus>;
}

/** The sandbox approval popup's buyer decision (the job PayPal's checkout page does when live). */
export interface SandboxWalletCheckout {
  decide(orderId: string, decision: 'approve' | 'cancel'): Promise<{ redirectTo: string }>;
}

export const isSandboxCardCheckout = (p: CardPayments): p is CardPayments & SandboxCardCheckout =>
  typeof (p as Partial<SandboxCardCheckout>).confirmCard === 'function';
export const isSandboxWalletCheckout = (p: WalletPayments): p is WalletPayments & SandboxWalletCheckout =>
  typeof (p as Partial<SandboxWalletCheckout>).decide === 'function';
