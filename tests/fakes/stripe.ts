import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startFakeServer, type FakeRequest } from './http-server';

// A stateful fake of Stripe's PaymentIntents API (stripe-mock is a Go binary and stateless): form
// bodies with bracket notation in, JSON out, Stripe's error envelope, 402 declines, 429 limits,
// and signed webhooks. Facts: ../shared/design/providers.md §4.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_callcraft';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_callcraft';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_callcraft';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  capture_method: 'automatic';
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  next_action: null;
  created: number;
  livemode: false;
}

/** Stripe's form encoding: `metadata[type]=x` → { metadata: { type: 'x' } }. */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.slice(0, -1).forEach((p) => (node = (node[p] ??= {}) as Record<string, unknown>));
    node[path[path.length - 1]] = value;
  }
  return out;
}

const error = (status: number, e: Record<string, unknown>) => ({ status, body: { error: e } });
const DECLINING_METHODS = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined']);

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  // Stripe keeps the first answer per Idempotency-Key (24 h) with the parameters it was sent with:
  // the same key with other parameters is an idempotency_error, the same request replays the answer.
  const idempotent = new Map<string, { raw: string; body: unknown }>();
  let rateLimited = 0;

  const authorised = (req: FakeRequest, form: Record<string, unknown>, intent?: FakeIntent) => {
    const auth = req.headers.authorization ?? '';
    if (auth === `Bearer ${FAKE_STRIPE_SECRET_KEY}`) return true;
    // Stripe.js confirms with the publishable key plus the intent's client secret.
    return !!intent && auth === `Bearer ${FAKE_STRIPE_PUBLISHABLE_KEY}` && form.client_secret === intent.client_secret;
  };
  const gate = (req: FakeRequest, form: Record<string, unknown>, intent?: FakeIntent) => {
    if (rateLimited > 0) {
      rateLimited--;
      return error(429, {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Too many requests made to the API too quickly',
      });
    }
    if (!authorised(req, form, intent))
      return error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    return null;
  };
  const missing = (id: string) =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'intent',
      message: `No such payment_intent: '${id}'`,
    });

  const server = await startFakeServer([
    [
      'POST',
      '/v1/payment_intents',
      (req) => {
        const form = parseStripeForm(req.raw);
        const denied = gate(req, form);
        if (denied) return denied;
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string') {
          if (key.length > 255)
            return error(400, {
              type: 'invalid_request_error',
              message: 'Idempotency-Key must be at most 255 characters long.',
            });
          const first = idempotent.get(key);
          if (first && first.raw !== req.raw) {
            return error(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          if (first) return { status: 200, body: first.body, headers: { 'idempotent-replayed': 'true' } };
        }
        if (form.amount === undefined)
          return error(400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'amount',
            message: 'Missing required param: amount.',
          });
        if (!form.currency)
          return error(400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'currency',
            message: 'Missing required param: currency.',
          });
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 50)
          return error(400, {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            param: 'amount',
            message: 'Amount must be at least $0.50 usd',
          });
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: String(form.currency),
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          metadata: (form.metadata as Record<string, string>) ?? {},
          automatic_payment_methods: form.automatic_payment_methods
            ? { enabled: (form.automatic_payment_methods as { enabled: string }).enabled === 'true' }
            : null,
          capture_method: 'automatic',
          payment_method: null,
          payment_method_types: ['card'],
          last_payment_error: null,
          latest_charge: null,
          next_action: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === 'string') idempotent.set(key, { raw: req.raw, body: structuredClone(intent) });
        return { status: 200, body: intent };
      },
    ],
    [
      'GET',
      '/v1/payment_intents/:id',
      (req) => {
        const intent = intents.get(req.params.id);
        const denied = gate(req, Object.fromEntries(req.query), intent);
        if (denied) return denied;
        return intent ? { status: 200, body: intent } : missing(req.params.id);
      },
    ],
    [
      'POST',
      '/v1/payment_intents/:id/confirm',
      (req) => {
        const form = parseStripeForm(req.raw);
        const intent = intents.get(req.params.id);
        const denied = gate(req, form, intent);
        if (denied) return denied;
        if (!intent) return missing(req.params.id);
        if (intent.status !== 'requires_payment_method') {
          return error(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
          });
        }
        const method = String(form.payment_method ?? 'pm_card_visa');
        intent.payment_method = method;
        if (DECLINING_METHODS.has(method)) {
          intent.last_payment_error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          };
          return error(402, { ...intent.last_payment_error, payment_intent: intent });
        }
        succeed(intent);
        return { status: 200, body: intent };
      },
    ],
    [
      'POST',
      '/__test/payment_intents/:id/succeed',
      (req) => {
        const intent = intents.get(req.params.id);
        if (!intent) return missing(req.params.id);
        succeed(intent);
        return { status: 200, body: intent };
      },
    ],
  ]);

  function succeed(intent: FakeIntent) {
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
  }

  return {
    ...server,
    intents,
    /** The next `n` API calls answer 429 rate_limit. */
    rateLimitNext(n = 1) {
      rateLimited = n;
    },
    /** Test-only: the customer paid (what Stripe.js + the card network would do). */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake stripe: no intent ${id}`);
      succeed(intent);
      return intent;
    },
    /** A webhook delivery as Stripe would send it: JSON body + Stripe-Signature header. */
    webhook(type: string, object: unknown, opts: { id?: string; secret?: string; timestamp?: number } = {}) {
      const payload = JSON.stringify({
        id: opts.id ?? `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2025-10-29.clover',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
        timestamp: opts.timestamp,
      });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
