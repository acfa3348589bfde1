import Stripe from 'stripe';
import { AppError } from '@common/errors';
import type { CardPayments, CardWebhookEvent, PaymentStatus, WebhookHeaders } from './types';

/** Stripe's default, kept explicit: a signed webhook older than this is refused as a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeCardConfig {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** e.g. https://api.stripe.com, or a fake's http://127.0.0.1:PORT in tests. */
  apiUrl: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** host/port/protocol for the SDK, from one URL (the SDK has no base-URL option). */
export function stripeConnection(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const u = new URL(apiUrl);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Stripe PaymentIntents through the official SDK; the browser confirms with Stripe.js. */
export class StripeCardPayments implements CardPayments {
  readonly mode = 'live' as const;
  readonly adapter = 'stripe';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeCardConfig) {
    this.publishableKey = config.publishableKey;
    this.stripe = new Stripe(config.secretKey, {
      ...stripeConnection(config.apiUrl),
      timeout: config.timeoutMs ?? 20_000,
      maxNetworkRetries: config.maxNetworkRetries ?? 1,
      telemetry: false,
    });
  }

  async createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret)
      throw new AppError('PROVIDER_ERROR', 'Stripe returned a payment intent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(id: string): Promise<PaymentStatus> {
    return toStatus(await call(() => this.stripe.paymentIntents.retrieve(id)));
  }

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): CardWebhookEvent | null {
    const signature = headers['stripe-signature'];
    if (!this.config.webhookSecret || typeof signature !== 'string') return null;
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      return null; // forged, tampered or stale: the caller answers 400 and changes nothing
    }
    // A signed payment_intent.succeeded is Stripe's own word that the intent is paid: no retrieve needed.
    const object = event.data?.object as { object?: string } | undefined;
    const paid =
      event.type === 'payment_intent.succeeded' && object?.object === 'payment_intent'
        ? toStatus(object as Stripe.PaymentIntent)
        : null;
    return { id: event.id, type: event.type, paid };
  }
}

function toStatus(pi: Stripe.PaymentIntent): PaymentStatus {
  const state = pi.status === 'succeeded' ? 'succeeded' : pi.status === 'canceled' ? 'canceled' : 'pending';
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(pi.metadata ?? {})) if (typeof v === 'string') metadata[k] = v;
  return {
    id: pi.id,
    state,
    amountCents: pi.amount,
    currency: pi.currency.toUpperCase(),
    metadata,
    ...(pi.last_payment_error?.message ? { failureMessage: pi.last_payment_error.message } : {}),
  };
}

/** Stripe's error classes → AppError: a decline keeps Stripe's message for the visitor. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toAppError(err);
  }
}

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof Stripe.errors.StripeCardError)
    return new AppError('PAYMENT_REQUIRED', err.message, {
      vendor: 'stripe',
      declineCode: err.decline_code ?? err.code,
    });
  if (err instanceof Stripe.errors.StripeRateLimitError)
    return new AppError('RATE_LIMITED', 'Stripe is busy right now. Please wait a moment before trying again.', {
      vendor: 'stripe',
    });
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
    return new AppError('NOT_FOUND', err.message, { vendor: 'stripe' });
  if (err instanceof Stripe.errors.StripeConnectionError)
    return new AppError('PROVIDER_UNAVAILABLE', 'Stripe could not be reached', { vendor: 'stripe' });
  if (err instanceof Stripe.errors.StripeError)
    return new AppError('PROVIDER_ERROR', `Stripe answered ${err.statusCode ?? 'an error'}: ${err.message}`, {
      vendor: 'stripe',
      status: err.statusCode,
    });
  return new AppError('PROVIDER_ERROR', 'Stripe failed unexpectedly', { vendor: 'stripe' });
}
