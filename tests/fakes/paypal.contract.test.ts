import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaypalWalletPayments } from '../../src/server/providers/payments/paypal';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  startFakePaypal,
  type FakePaypal,
} from './paypal';

// The real adapter (plain fetch) against the fake speaking PayPal's wire format.

describe('PayPal wallet adapter ↔ fake PayPal', () => {
  let fake: FakePaypal;
  let clock = 1_000_000;
  const adapter = (webhookId: string | null = FAKE_PAYPAL_WEBHOOK_ID, clientSecret = FAKE_PAYPAL_CLIENT_SECRET) =>
    new PaypalWalletPayments({
      clientId: FAKE_PAYPAL_CLIENT_ID,
      clientSecret,
      webhookId,
      apiBase: fake.url,
      now: () => clock,
    });
  const order = {
    amountCents: 10_000,
    currency: 'USD',
    returnUrl: 'https://app.example/api/wallet/return',
    cancelUrl: 'https://app.example/api/wallet/cancel',
  };

  beforeAll(async () => {
    fake = await startFakePaypal({ tokenTtlSeconds: 3600 });
  });
  afterAll(() => fake?.close());

  it('gets a client-credentials token once and reuses it until near expiry', async () => {
    const paypal = adapter();
    const before = fake.tokenCount();
    const { id } = await paypal.createOrder({ ...order, requestId: 'r-1' });
    await paypal.getOrder(id);
    await Promise.all([paypal.getOrder(id), paypal.getOrder(id)]);
    expect(fake.tokenCount() - before).toBe(1);
    const tokenReq = fake.log.findLast((r) => r.path === '/v1/oauth2/token')!;
    expect(tokenReq.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenReq.raw).toBe('grant_type=client_credentials');
    clock += 3600_000 - 30_000; // 30 s before expiry: inside the refresh margin
    await paypal.getOrder(id);
    expect(fake.tokenCount() - before).toBe(2);
  });

  it('fetches a new token when PayPal rejects the cached one', async () => {
    const paypal = adapter();
    const { id } = await paypal.createOrder({ ...order, requestId: 'r-2' });
    fake.revokeTokens();
    expect((await paypal.getOrder(id)).state).toBe('pending');
  });

  it('reports bad credentials as a provider error', async () => {
    const err = await adapter(FAKE_PAYPAL_WEBHOOK_ID, 'wrong')
      .createOrder({ ...order, requestId: 'r-3' })
      .catch((e) => e);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.message).toContain('401');
  });

  it('creates a CAPTURE order for 100.00 USD with the return and cancel URLs and a buyer link', async () => {
    const { id, approveUrl } = await adapter().createOrder({ ...order, requestId: 'r-4' });
    const body = JSON.parse(fake.log.findLast((r) => r.path === '/v2/checkout/orders')!.raw);
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '100.00' });
    expect(body.payment_source.paypal.experience_context).toMatchObject({
      return_url: order.returnUrl,
      cancel_url: order.cancelUrl,
    });
    expect(fake.log.findLast((r) => r.path === '/v2/checkout/orders')!.headers['paypal-request-id']).toBe('r-4');
    // The fake answers PayPal's 'payer-action' link (experience_context), which the adapter reads.
    expect(approveUrl).toBe(`${fake.url}/checkoutnow?token=${id}`);
  });

  it('answers pending when captured before approval (PayPal says 422 ORDER_NOT_APPROVED)', async () => {
    const paypal = adapter();
    const { id } = await paypal.createOrder({ ...order, requestId: 'r-5' });
    expect(await paypal.capture(id, 'c-5')).toMatchObject({ id, state: 'pending' });
    const answer = fake.log.findLast((r) => r.path === `/v2/checkout/orders/${id}/capture`)?.answer;
    expect(answer?.status).toBe(422);
    expect(answer?.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
  });

  it('captures an approved order once; a second capture reads the completed order', async () => {
    const paypal = adapter();
    const { id } = await paypal.createOrder({ ...order, requestId: 'r-6' });
    fake.approve(id);
    expect(await paypal.getOrder(id)).toMatchObject({ state: 'pending', awaitingCapture: true });
    expect(await paypal.capture(id, 'c-6')).toMatchObject({
      id,
      state: 'succeeded',
      amountCents: 10_000,
      currency: 'USD',
    });
    expect(await paypal.capture(id, 'c-6b')).toMatchObject({ state: 'succeeded' });
    expect(fake.log.findLast((r) => r.path === `/v2/checkout/orders/${id}/capture`)?.answer?.body).toMatchObject({
      details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
    });
    expect(fake.orders.get(id)!.purchase_units[0].payments!.captures).toHaveLength(1);
  });

  it('verifies a genuine webhook through verify-webhook-signature (SUCCESS)', async () => {
    const { payload, headers } = fake.webhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDER123' }, { id: 'WH-OK-1' });
    expect(await adapter().verifyWebhook(Buffer.from(payload), headers)).toEqual({
      id: 'WH-OK-1',
      type: 'CHECKOUT.ORDER.APPROVED',
      settleOrderId: 'ORDER123',
    });
    const call = JSON.parse(fake.log.findLast((r) => r.path === '/v1/notifications/verify-webhook-signature')!.raw);
    expect(call).toMatchObject({
      webhook_id: FAKE_PAYPAL_WEBHOOK_ID,
      auth_algo: 'SHA256withRSA',
      transmission_id: headers['paypal-transmission-id'],
    });
    const capture = fake.webhook('PAYMENT.CAPTURE.COMPLETED', {
      id: 'CAP1',
      supplementary_data: { related_ids: { order_id: 'ORDER456' } },
    });
    expect((await adapter().verifyWebhook(Buffer.from(capture.payload), capture.headers))?.settleOrderId).toBe(
      'ORDER456',
    );
    // An event that settles nothing (a voided order) is verified but names no order to settle.
    const voided = fake.webhook('CHECKOUT.ORDER.VOIDED', { id: 'ORDER789' });
    expect(await adapter().verifyWebhook(Buffer.from(voided.payload), voided.headers)).toMatchObject({
      type: 'CHECKOUT.ORDER.VOIDED',
      settleOrderId: null,
    });
  });

  it('rejects a forged or altered webhook (FAILURE), and any webhook without a configured id', async () => {
    const forged = fake.webhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDER123' }, { forge: true });
    expect(await adapter().verifyWebhook(Buffer.from(forged.payload), forged.headers)).toBeNull();
    const good = fake.webhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDER123' });
    expect(
      await adapter().verifyWebhook(Buffer.from(good.payload.replace('ORDER123', 'ORDER999')), good.headers),
    ).toBeNull();
    expect(await adapter(null).verifyWebhook(Buffer.from(good.payload), good.headers)).toBeNull();
    const { 'paypal-transmission-sig': _sig, ...missing } = good.headers;
    expect(await adapter().verifyWebhook(Buffer.from(good.payload), missing)).toBeNull();
  });

  describe('capture outcomes PayPal documents', () => {
    const approved = async (requestId: string) => {
      const paypal = adapter();
      const { id } = await paypal.createOrder({ ...order, requestId });
      fake.approve(id);
      return { paypal, id };
    };

    it('asks for the full order (Prefer: return=representation) on create and capture; the fake answers minimal without it', async () => {
      const { paypal, id } = await approved('r-p1');
      expect(fake.log.findLast((r) => r.path === '/v2/checkout/orders')!.headers.prefer).toBe('return=representation');
      expect(await paypal.capture(id, 'c-p1')).toMatchObject({ state: 'succeeded', amountCents: 10_000 });
      expect(fake.log.findLast((r) => r.path === `/v2/checkout/orders/${id}/capture`)!.headers.prefer).toBe(
        'return=representation',
      );
      const minimal = await fetch(`${fake.url}/v2/checkout/orders`, {
        method: 'POST',
        headers: {
          authorization: fake.log.findLast((r) => r.path === '/v2/checkout/orders')!.headers.authorization as string,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'USD', value: '100.00' } }],
        }),
      });
      expect(Object.keys(await minimal.json()).sort()).toEqual(['id', 'links', 'status']);
    });

    it('ORDER_COMPLETION_IN_PROGRESS: pending, not awaiting a capture, until PayPal finishes', async () => {
      const { paypal, id } = await approved('r-p2');
      fake.failNextCapture(id, 'ORDER_COMPLETION_IN_PROGRESS');
      expect(await paypal.capture(id, 'c-p2')).toMatchObject({
        state: 'pending',
        captureInProgress: true,
        awaitingCapture: undefined,
      });
      expect(fake.log.findLast((r) => r.path === `/v2/checkout/orders/${id}/capture`)?.answer?.body).toMatchObject({
        details: [{ issue: 'ORDER_COMPLETION_IN_PROGRESS' }],
      });
      expect(await paypal.capture(id, 'c-p2b')).toMatchObject({ state: 'pending', captureInProgress: true });
      fake.finishCompletion(id);
      expect(await paypal.getOrder(id)).toMatchObject({ state: 'succeeded', amountCents: 10_000 });
      expect(fake.orders.get(id)!.purchase_units[0].payments!.captures).toHaveLength(1);
    });

    it("INSTRUMENT_DECLINED: pending with PayPal's link back to the approval page (to choose another funding source)", async () => {
      const { paypal, id } = await approved('r-p3');
      fake.failNextCapture(id, 'INSTRUMENT_DECLINED');
      expect(await paypal.capture(id, 'c-p3')).toMatchObject({
        state: 'pending',
        failureMessage: 'INSTRUMENT_DECLINED',
        payerActionUrl: `${fake.url}/checkoutnow?token=${id}`,
      });
      // The payer approves again with another source; the next capture succeeds.
      fake.approve(id);
      expect(await paypal.capture(id, 'c-p3b')).toMatchObject({ state: 'succeeded' });
    });

    it('PAYER_ACTION_REQUIRED: pending with the payer-action link', async () => {
      const { paypal, id } = await approved('r-p4');
      fake.failNextCapture(id, 'PAYER_ACTION_REQUIRED');
      expect(await paypal.capture(id, 'c-p4')).toMatchObject({
        state: 'pending',
        failureMessage: 'PAYER_ACTION_REQUIRED',
        payerActionUrl: `${fake.url}/checkoutnow?token=${id}`,
      });
    });

    it('other 4xx answers stay errors', async () => {
      const err = await adapter()
        .capture('NOSUCHORDER', 'c-p5')
        .catch((e) => e);
      expect(err).toMatchObject({ code: 'PROVIDER_ERROR' });
      expect(err.message).toContain('404');
    });
  });

  it("refuses a webhook id that is not in PayPal's format (400), as PayPal does", async () => {
    const good = fake.webhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDER123' });
    const err = await adapter('WH-NOT-AN-ID')
      .verifyWebhook(Buffer.from(good.payload), good.headers)
      .catch((e) => e);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(err.message).toContain('INVALID_PARAMETER_SYNTAX');
  });
});
