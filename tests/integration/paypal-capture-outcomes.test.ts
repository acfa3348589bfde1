import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  startFakePaypal,
  type FakePaypal,
} from '../fakes/paypal';

// PayPal's documented capture outcomes through the real server (return page, verify-payment,
// webhook) against the fake: what the payer's popup does, and that a deposit is recorded once.

describe('PayPal capture outcomes (fake PayPal)', () => {
  let server: TestServer;
  let paypal: FakePaypal;
  const q = async <T = Record<string, any>>(text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query<T>(text, values)).rows;
  const depositEvents = async (orderId: string) =>
    Number(
      (
        await q<{ n: string }>(
          `select count(*) as n from analytics_events where type = 'deposit_paid' and props->>'paymentId' = $1`,
          [orderId],
        )
      )[0].n,
    );
  const status = async (orderId: string) =>
    (await q(`select status from payments where provider_payment_id = $1`, [orderId]))[0].status;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    server = await startTestServer({
      env: {
        PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
        PAYPAL_API_BASE: paypal.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await paypal?.close();
  });

  const approvedOrder = async () => {
    const v = visitor(server);
    const order = await (await v.post('/api/order', { amount: 100, currency: 'USD', intent: 'CAPTURE' })).json();
    paypal.approve(order.id);
    return { v, id: order.id as string };
  };

  it('ORDER_COMPLETION_IN_PROGRESS: the popup says pending; the webhook records the deposit once; later checks change nothing', async () => {
    const { v, id } = await approvedOrder();
    paypal.failNextCapture(id, 'ORDER_COMPLETION_IN_PROGRESS');
    const page = await (await v.get(`/api/wallet/return?token=${id}&PayerID=B1`)).text();
    expect(page).toContain('"status":"pending"');
    expect(page).toContain('Payment pending');
    expect(await status(id)).not.toBe('succeeded');
    // A poll while PayPal is still completing stays unverified.
    expect(await (await v.get(`/api/verify-payment/${id}`)).json()).toEqual({ verified: false, mode: 'live' });

    paypal.finishCompletion(id);
    const delivery = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', {
      id: 'CAP-1',
      status: 'COMPLETED',
      supplementary_data: { related_ids: { order_id: id } },
    });
    const hook = await server.request('/api/webhooks/wallet/paypal', {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.payload,
    });
    expect(await hook.json()).toEqual({ received: true, duplicate: false });
    expect(await status(id)).toBe('succeeded');
    expect(await (await v.get(`/api/verify-payment/${id}`)).json()).toEqual({ verified: true, mode: 'live' });
    expect(await (await v.get(`/api/wallet/return?token=${id}`)).text()).toContain('"status":"approved"');
    expect(await depositEvents(id)).toBe(1);
    expect(paypal.orders.get(id)!.purchase_units[0].payments!.captures).toHaveLength(1);
  });

  it('ORDER_COMPLETION_IN_PROGRESS then a later poll (no webhook): recorded once', async () => {
    const { v, id } = await approvedOrder();
    paypal.failNextCapture(id, 'ORDER_COMPLETION_IN_PROGRESS');
    expect(await (await v.get(`/api/verify-payment/${id}`)).json()).toEqual({ verified: false, mode: 'live' });
    paypal.finishCompletion(id);
    const answers = await Promise.all([1, 2, 3].map(() => v.get(`/api/verify-payment/${id}`).then((r) => r.json())));
    expect(answers.every((a) => a.verified)).toBe(true);
    expect(await depositEvents(id)).toBe(1);
  });

  it("INSTRUMENT_DECLINED: the popup goes back to PayPal's approval page; after a new approval the capture succeeds", async () => {
    const { v, id } = await approvedOrder();
    paypal.failNextCapture(id, 'INSTRUMENT_DECLINED');
    const back = await v.request(`/api/wallet/return?token=${id}&PayerID=B2`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${paypal.url}/checkoutnow?token=${id}`);
    expect(await status(id)).not.toBe('succeeded');
    paypal.approve(id);
    expect(await (await v.get(`/api/wallet/return?token=${id}&PayerID=B2`)).text()).toContain('"status":"approved"');
    expect(await depositEvents(id)).toBe(1);
  });

  it('PAYER_ACTION_REQUIRED: the popup goes to the payer-action link', async () => {
    const { v, id } = await approvedOrder();
    paypal.failNextCapture(id, 'PAYER_ACTION_REQUIRED');
    const back = await v.request(`/api/wallet/return?token=${id}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${paypal.url}/checkoutnow?token=${id}`);
  });

  it('not approved yet: the popup reports not completed; already captured: approved, recorded once', async () => {
    const v = visitor(server);
    const order = await (await v.post('/api/order', { amount: 100, currency: 'USD', intent: 'CAPTURE' })).json();
    expect(await (await v.get(`/api/wallet/return?token=${order.id}`)).text()).toContain('"status":"failed"');
    paypal.approve(order.id);
    expect(await (await v.get(`/api/wallet/return?token=${order.id}`)).text()).toContain('"status":"approved"');
    expect(await (await v.get(`/api/wallet/return?token=${order.id}`)).text()).toContain('"status":"approved"');
    expect(await depositEvents(order.id)).toBe(1);
  });
});
