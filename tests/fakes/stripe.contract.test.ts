import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/common/errors';
import { StripeCardPayments, stripeConnection } from '../../src/server/providers/payments/stripe';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  parseStripeForm,
  startFakeStripe,
  type FakeStripe,
} from './stripe';

// The real adapter (official SDK) against the fake speaking Stripe's wire format.

describe('Stripe card adapter ↔ fake Stripe', () => {
  let fake: FakeStripe;
  let stripe: StripeCardPayments;
  const input = {
    amountCents: 10_000,
    currency: 'USD',
    metadata: { type: 'agent_deposit', purpose: 'custom_agent_development' },
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripeCardPayments({
      secretKey: FAKE_STRIPE_SECRET_KEY,
      publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake?.close());

  /** What Stripe.js does in the browser: confirm with the publishable key and the client secret. */
  const browserConfirm = (id: string, clientSecret: string, paymentMethod: string) =>
    fetch(`${fake.url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${FAKE_STRIPE_PUBLISHABLE_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret }),
    });

  it('parses host, port and protocol from STRIPE_API_URL', () => {
    expect(stripeConnection('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeConnection('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it('creates an intent with a form-encoded body, bearer key and idempotency key', async () => {
    const { id, clientSecret } = await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-1' });
    expect(id).toMatch(/^pi_/);
    expect(clientSecret.startsWith(`${id}_secret_`)).toBe(true);
    const req = fake.log.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_SECRET_KEY}`);
    expect(req.headers['idempotency-key']).toBe('deposit-contract-1');
    expect(parseStripeForm(req.raw)).toMatchObject({
      amount: '10000',
      currency: 'usd',
      automatic_payment_methods: { enabled: 'true' },
      metadata: input.metadata,
    });
    // The same idempotency key gives the same intent, not a second one.
    expect((await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-1' })).id).toBe(id);
  });

  it('retrieves a new intent as pending, and as succeeded once confirmed with a good card', async () => {
    const { id, clientSecret } = await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-2' });
    expect(await stripe.retrieve(id)).toMatchObject({
      id,
      state: 'pending',
      amountCents: 10_000,
      currency: 'USD',
      metadata: input.metadata,
    });
    const res = await browserConfirm(id, clientSecret, 'pm_card_visa');
    expect(res.status).toBe(200);
    expect(await stripe.retrieve(id)).toMatchObject({ state: 'succeeded' });
  });

  it('declines with 402 card_error; the intent stays payable and remembers the message', async () => {
    const { id, clientSecret } = await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-3' });
    const res = await browserConfirm(id, clientSecret, 'pm_card_chargeDeclined');
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await stripe.retrieve(id)).toMatchObject({ state: 'pending', failureMessage: 'Your card was declined.' });
  });

  it('maps a 429 to a RATE_LIMITED AppError and a missing intent to NOT_FOUND', async () => {
    fake.rateLimitNext(1);
    const err = await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-4' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('RATE_LIMITED');
    expect(fake.log.at(-1)?.answer).toMatchObject({ status: 429, body: { error: { code: 'rate_limit' } } });
    const missing = await stripe.retrieve('pi_does_not_exist').catch((e) => e);
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('accepts a correctly signed webhook and returns the payment it carries', async () => {
    const intent = fake.succeed((await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-5' })).id);
    const { payload, headers } = fake.webhook('payment_intent.succeeded', intent, { id: 'evt_contract_ok' });
    const event = stripe.verifyWebhook(Buffer.from(payload), headers);
    expect(event).toMatchObject({
      id: 'evt_contract_ok',
      type: 'payment_intent.succeeded',
      paid: { id: intent.id, state: 'succeeded', amountCents: 10_000 },
    });
    // Any other event about the intent is verified but reports nothing paid.
    const created = fake.webhook('payment_intent.created', intent, { id: 'evt_contract_other' });
    expect(stripe.verifyWebhook(Buffer.from(created.payload), created.headers)).toMatchObject({ paid: null });
  });

  it('rejects a forged signature, a tampered body and a stale timestamp', async () => {
    const intent = fake.succeed((await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-6' })).id);
    const forged = fake.webhook('payment_intent.succeeded', intent, { secret: 'whsec_attacker' });
    expect(stripe.verifyWebhook(Buffer.from(forged.payload), forged.headers)).toBeNull();

    const good = fake.webhook('payment_intent.succeeded', intent);
    expect(stripe.verifyWebhook(Buffer.from(good.payload.replace('10000', '1')), good.headers)).toBeNull();

    const stale = fake.webhook('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stripe.verifyWebhook(Buffer.from(stale.payload), stale.headers)).toBeNull();
    const recent = fake.webhook('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect(stripe.verifyWebhook(Buffer.from(recent.payload), recent.headers)).not.toBeNull();

    expect(stripe.verifyWebhook(Buffer.from(good.payload), {})).toBeNull();
  });

  it('is as strict as Stripe about idempotency keys: same key + other parameters is an idempotency_error; a replay is marked', async () => {
    const { id } = await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-strict' });
    const intents = fake.intents.size;
    expect((await stripe.createIntent({ ...input, idempotencyKey: 'deposit-contract-strict' })).id).toBe(id);
    expect(fake.intents.size).toBe(intents);
    const err = await stripe
      .createIntent({ ...input, amountCents: input.amountCents + 1, idempotencyKey: 'deposit-contract-strict' })
      .catch((e) => e);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(fake.log.at(-1)?.answer).toMatchObject({ status: 400, body: { error: { type: 'idempotency_error' } } });
  });
});
