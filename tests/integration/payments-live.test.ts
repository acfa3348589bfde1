import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  parseStripeForm,
  startFakeStripe,
  type FakeStripe,
} from '../fakes/stripe';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  startFakePaypal,
  type FakePaypal,
} from '../fakes/paypal';
import { itRaces } from '../support/races';

// Live adapters (Stripe SDK, PayPal fetch) pointed at the vendor fakes, through the real server.

describe('deposit with Stripe and PayPal (fakes)', () => {
  let server: TestServer;
  let stripe: FakeStripe;
  let paypal: FakePaypal;
  const q = async <T = Record<string, any>>(text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query<T>(text, values)).rows;
  const count = async (text: string, values: unknown[] = []) => Number((await q<{ n: string }>(text, values))[0].n);
  const depositEvents = () => count(`select count(*) as n from analytics_events where type = 'deposit_paid'`);
  const webhook = (path: string, d: { payload: string; headers: Record<string, string> }) =>
    server.request(path, { method: 'POST', headers: d.headers, body: d.payload });

  beforeAll(async () => {
    [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePaypal()]);
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
        PAYPAL_API_BASE: paypal.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([stripe?.close(), paypal?.close()]);
  });

  it('charges Stripe the fixed 10000 cents USD even when the browser asks for 1', async () => {
    const res = await visitor(server).post('/api/create-deposit-intent', { amount: 1, metadata: { type: 'x' } });
    const body = await res.json();
    expect(body).toMatchObject({
      mode: 'live',
      paymentId: expect.stringMatching(/^pi_/),
      publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
    });
    expect(body.clientSecret).toBe(stripe.intents.get(body.paymentId)!.client_secret);
    const sent = parseStripeForm(stripe.log.findLast((r) => r.path === '/v1/payment_intents')!.raw);
    expect(sent).toMatchObject({
      amount: '10000',
      currency: 'usd',
      metadata: { type: 'agent_deposit', purpose: 'custom_agent_development' },
    });
  });

  itRaces('ten concurrent calls of verify-payment for one payment record one deposit', async () => {
    const v = visitor(server);
    const { paymentId } = await (await v.post('/api/create-deposit-intent', { amount: 100 })).json();
    expect(await (await v.get(`/api/verify-payment/${paymentId}`)).json()).toEqual({ verified: false, mode: 'live' });
    stripe.succeed(paymentId);
    const before = await depositEvents();
    stripe.holdUntil(10); // all ten retrieves in flight together, however loaded the machine
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => v.get(`/api/verify-payment/${paymentId}`).then((r) => r.json())),
    );
    expect(answers.every((a) => a.verified)).toBe(true);
    expect(
      stripe.log.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${paymentId}`).length,
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(`select count(*) as n from payments where provider_payment_id = $1 and status = 'succeeded'`, [
        paymentId,
      ]),
    ).toBe(1);
    expect(await depositEvents()).toBe(before + 1);
    expect(await (await v.get('/api/deposit/status')).json()).toEqual({
      verified: true,
      paymentId,
      provider: 'stripe',
    });
  });

  it('a Stripe webhook marks the deposit paid; a replay changes nothing', async () => {
    const v = visitor(server);
    const { paymentId } = await (await v.post('/api/create-deposit-intent', {})).json();
    const intent = stripe.succeed(paymentId);
    const delivery = stripe.webhook('payment_intent.succeeded', intent, { id: `evt_ok_${paymentId}` });
    const before = await depositEvents();
    const first = await webhook('/api/webhooks/card/stripe', delivery);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await (await v.get('/api/deposit/status')).json()).toMatchObject({ verified: true, paymentId });
    const snapshot = await q(`select * from payments where provider_payment_id = $1`, [paymentId]);
    const replay = await webhook('/api/webhooks/card/stripe', delivery);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await q(`select * from payments where provider_payment_id = $1`, [paymentId])).toEqual(snapshot);
    expect(await count(`select count(*) as n from webhook_events where event_id = $1`, [`evt_ok_${paymentId}`])).toBe(
      1,
    );
    expect(await depositEvents()).toBe(before + 1);
  });

  it('card webhooks arrive at the per-kind route; /api/webhooks/stripe and another kind are 404', async () => {
    const v = visitor(server);
    const { paymentId } = await (await v.post('/api/create-deposit-intent', {})).json();
    const delivery = stripe.webhook('payment_intent.succeeded', stripe.succeed(paymentId), {
      id: `evt_k_${paymentId}`,
    });
    const events = await count(`select count(*) as n from webhook_events`);
    const other = await webhook('/api/webhooks/card/sandbox-card', delivery);
    expect(other.status).toBe(404);
    expect(await count(`select count(*) as n from webhook_events`)).toBe(events);
    expect(await (await webhook('/api/webhooks/card/stripe', delivery)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await (await v.get('/api/deposit/status')).json()).toMatchObject({ verified: true, paymentId });
    // The vendor-named URL of before the per-kind route is gone.
    expect((await webhook('/api/webhooks/stripe', delivery)).status).toBe(404);
    expect(await q(`select provider from webhook_events where event_id = $1`, [`evt_k_${paymentId}`])).toEqual([
      { provider: 'stripe' },
    ]);
  });

  it('a forged, tampered or stale Stripe webhook answers 400 and changes nothing', async () => {
    const v = visitor(server);
    const { paymentId } = await (await v.post('/api/create-deposit-intent', {})).json();
    const succeeded = { ...stripe.intents.get(paymentId)!, status: 'succeeded' }; // what an attacker would claim
    const events = await count(`select count(*) as n from webhook_events`);
    const forged = stripe.webhook('payment_intent.succeeded', succeeded, { secret: 'whsec_attacker' });
    const good = stripe.webhook('payment_intent.succeeded', succeeded);
    const stale = stripe.webhook('payment_intent.succeeded', succeeded, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    for (const d of [
      forged,
      { ...good, payload: good.payload.replace('"livemode":false', '"livemode":true') },
      stale,
      { ...good, headers: { 'content-type': 'application/json' } },
    ]) {
      const res = await webhook('/api/webhooks/card/stripe', d);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('BAD_REQUEST');
    }
    expect(await count(`select count(*) as n from webhook_events`)).toBe(events);
    expect((await q(`select status from payments where provider_payment_id = $1`, [paymentId]))[0].status).toBe(
      'created',
    );
    expect((await (await v.get('/api/deposit/status')).json()).verified).toBe(false);
  });

  it('PayPal: order for 100.00 USD, approval link, capture on return, then verified', async () => {
    const v = visitor(server);
    const order = await (await v.post('/api/order', { amount: 1, currency: 'USD', intent: 'CAPTURE' })).json();
    expect(order.mode).toBe('live');
    expect(order.links).toEqual([
      { href: `${paypal.url}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    ]);
    const sent = JSON.parse(paypal.log.findLast((r) => r.path === '/v2/checkout/orders')!.raw);
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '100.00' });
    expect(sent.payment_source.paypal.experience_context.return_url).toBe(`${server.url}/api/wallet/return`);
    expect(sent.payment_source.paypal.experience_context.cancel_url).toBe(`${server.url}/api/wallet/cancel`);

    expect(await (await v.get(`/api/verify-payment/${order.id}`)).json()).toEqual({ verified: false, mode: 'live' });
    paypal.approve(order.id);
    const page = await v.get(`/api/wallet/return?token=${order.id}&PayerID=BUYER1`);
    expect(await page.text()).toContain('"status":"approved"');
    expect(paypal.orders.get(order.id)!.status).toBe('COMPLETED');
    expect(await (await v.get(`/api/verify-payment/${order.id}`)).json()).toEqual({ verified: true, mode: 'live' });
    expect(await (await v.get('/api/deposit/status')).json()).toEqual({
      verified: true,
      paymentId: order.id,
      provider: 'paypal',
    });
  });

  it('PayPal webhook: a verified CHECKOUT.ORDER.APPROVED captures once; forged and replayed ones change nothing', async () => {
    const v = visitor(server);
    const order = await (await v.post('/api/order', { amount: 100, currency: 'USD', intent: 'CAPTURE' })).json();
    paypal.approve(order.id);
    const events = await count(`select count(*) as n from webhook_events`);

    const forged = await webhook(
      '/api/webhooks/wallet/paypal',
      paypal.webhook('CHECKOUT.ORDER.APPROVED', { id: order.id }, { forge: true }),
    );
    expect(forged.status).toBe(400);
    expect(paypal.orders.get(order.id)!.status).toBe('APPROVED');
    expect(await count(`select count(*) as n from webhook_events`)).toBe(events);

    const delivery = paypal.webhook('CHECKOUT.ORDER.APPROVED', { id: order.id }, { id: `WH-${order.id}` });
    expect(await (await webhook('/api/webhooks/wallet/paypal', delivery)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(paypal.orders.get(order.id)!.status).toBe('COMPLETED');
    expect(await (await v.get('/api/deposit/status')).json()).toMatchObject({ verified: true, paymentId: order.id });
    const captures = () => paypal.log.filter((r) => r.path === `/v2/checkout/orders/${order.id}/capture`).length;
    const capturesBefore = captures();
    expect(await (await webhook('/api/webhooks/wallet/paypal', delivery)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(captures()).toBe(capturesBefore);
    expect(await count(`select count(*) as n from webhook_events`)).toBe(events + 1);
  });

  it('wallet webhooks arrive at the per-kind route; /api/webhooks/paypal and another kind are 404', async () => {
    const v = visitor(server);
    const order = await (await v.post('/api/order', { amount: 100, currency: 'USD', intent: 'CAPTURE' })).json();
    paypal.approve(order.id);
    const delivery = paypal.webhook('CHECKOUT.ORDER.APPROVED', { id: order.id }, { id: `WH-K-${order.id}` });
    expect((await webhook('/api/webhooks/wallet/sandbox-paypal', delivery)).status).toBe(404);
    expect(paypal.orders.get(order.id)!.status).toBe('APPROVED');
    expect(await (await webhook('/api/webhooks/wallet/paypal', delivery)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(paypal.orders.get(order.id)!.status).toBe('COMPLETED');
    expect((await webhook('/api/webhooks/paypal', delivery)).status).toBe(404);
    expect(await q(`select provider from webhook_events where event_id = $1`, [`WH-K-${order.id}`])).toEqual([
      { provider: 'paypal' },
    ]);
  });
});
