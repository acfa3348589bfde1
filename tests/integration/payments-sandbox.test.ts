import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor, type Visitor } from '../support/visitor-client';
import { itRaces } from '../support/races';

// The sandbox checkout (no Stripe / PayPal keys): card form and approval popup served by the app.

describe('deposit in the sandbox', () => {
  let server: TestServer;
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query<T>(text, values)).rows;
  const paymentRow = async (id: string) =>
    (await q(`select * from payments where provider_payment_id = $1`, [id]))[0] as Record<string, any>;
  const depositEvents = async () =>
    Number((await q<{ n: string }>(`select count(*) as n from analytics_events where type = 'deposit_paid'`))[0].n);
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function newIntent(
    v: Visitor,
    body: unknown = { amount: 100, metadata: { type: 'agent_deposit', purpose: 'custom_agent_development' } },
  ) {
    const res = await v.post('/api/create-deposit-intent', body);
    expect(res.status).toBe(200);
    return (await res.json()) as { clientSecret: string; paymentId: string; mode: string };
  }

  it('creates a labelled sandbox intent for exactly $100.00 whatever amount the browser sends', async () => {
    const v = visitor(server);
    const intent = await newIntent(v, { amount: 1, metadata: { type: 'free', purpose: 'tampered' } });
    expect(intent.mode).toBe('sandbox');
    expect(intent).toMatchObject({ publishableKey: null });
    expect(intent.clientSecret.startsWith(`${intent.paymentId}_secret_`)).toBe(true);
    const row = await paymentRow(intent.paymentId);
    expect(row).toMatchObject({
      provider: 'sandbox-card',
      amount_cents: 10_000,
      currency: 'USD',
      status: 'created',
      visitor_id: expect.any(String),
    });
    expect(row.metadata).toMatchObject({ type: 'agent_deposit', purpose: 'custom_agent_development' });
    expect((await v.post('/api/create-deposit-intent', { amount: 'free' })).status).toBe(400);
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and leaves the deposit unpaid", async () => {
    const v = visitor(server);
    const intent = await newIntent(v);
    const res = await v.post('/api/sandbox/card/confirm', {
      ...good,
      clientSecret: intent.clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ error: 'Your card was declined.', code: 'PAYMENT_REQUIRED' });
    expect(await (await v.get(`/api/verify-payment/${intent.paymentId}`)).json()).toEqual({
      verified: false,
      mode: 'sandbox',
    });
    expect((await paymentRow(intent.paymentId)).status).toBe('created');
    expect(await (await v.get('/api/deposit/status')).json()).toEqual({
      verified: false,
      paymentId: null,
      provider: null,
    });
  });

  it('refuses a typo or a wrong client secret without touching the record', async () => {
    const v = visitor(server);
    const intent = await newIntent(v);
    const before = await paymentRow(intent.paymentId);
    const typo = await v.post('/api/sandbox/card/confirm', {
      ...good,
      clientSecret: intent.clientSecret,
      expiry: '13/40',
    });
    expect(typo.status).toBe(400);
    expect((await typo.json()).error).toBe("Your card's expiration date is incomplete.");
    const stranger = await v.post('/api/sandbox/card/confirm', {
      ...good,
      clientSecret: `${intent.paymentId}_secret_guess`,
    });
    expect(stranger.status).toBe(404);
    expect(await paymentRow(intent.paymentId)).toEqual(before);
  });

  itRaces('ten concurrent calls of verify-payment for one payment record one deposit', async () => {
    const v = visitor(server);
    const intent = await newIntent(v);
    const eventsBefore = await depositEvents();
    // Make the provider answer slowly so all ten requests are in flight at once; otherwise the
    // first one finishes before the others start and no race is tested at all.
    const card = server.ctx.providers.card;
    const retrieve = card.retrieve.bind(card);
    let inFlight = 0;
    let maxInFlight = 0;
    card.retrieve = async (id: string) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 150));
      inFlight--;
      return retrieve(id);
    };
    const confirm = await v.post('/api/sandbox/card/confirm', { ...good, clientSecret: intent.clientSecret });
    expect(await confirm.json()).toEqual({ status: 'succeeded', paymentId: intent.paymentId, mode: 'sandbox' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => v.get(`/api/verify-payment/${intent.paymentId}`).then((r) => r.json())),
    );
    card.retrieve = retrieve;
    expect(maxInFlight).toBeGreaterThanOrEqual(5);
    expect(answers.every((a) => a.verified === true)).toBe(true);
    expect(await q(`select status from payments where provider_payment_id = $1`, [intent.paymentId])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(await depositEvents()).toBe(eventsBefore + 1);
    const again = await v.post('/api/sandbox/card/confirm', { ...good, clientSecret: intent.clientSecret });
    expect(again.status).toBe(409);
  });

  it('keeps the verified deposit for that visitor across reloads, and only for that visitor', async () => {
    const v = visitor(server);
    const intent = await newIntent(v);
    await v.post('/api/sandbox/card/confirm', { ...good, clientSecret: intent.clientSecret });
    await v.get(`/api/verify-payment/${intent.paymentId}`);
    expect(await (await v.get('/api/deposit/status')).json()).toEqual({
      verified: true,
      paymentId: intent.paymentId,
      provider: 'sandbox-card',
    });
    const other = visitor(server);
    expect((await (await other.get('/api/deposit/status')).json()).verified).toBe(false);
  });

  it('answers 404 for a payment id this app never started', async () => {
    const res = await visitor(server).get('/api/verify-payment/pi_unknown');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });

  it('PayPal sandbox: approve in the popup captures the order, labelled Sandbox throughout', async () => {
    const v = visitor(server);
    const res = await v.post('/api/order', { amount: 1, currency: 'USD', intent: 'CAPTURE' });
    const order = await res.json();
    expect(order.mode).toBe('sandbox');
    const approve = order.links.find((l: { rel: string }) => l.rel === 'approve').href as string;
    expect(approve).toBe(`/api/sandbox/wallet/approve?token=${order.id}`);
    expect(await paymentRow(order.id)).toMatchObject({ provider: 'sandbox-paypal', amount_cents: 10_000 });

    const page = await v.get(approve);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const html = await page.text();
    expect(html).toContain('Sandbox');
    expect(html).toContain('$100.00 USD');
    expect(html).toMatch(/value="approve">Approve</);
    expect(html).toMatch(/value="cancel">Cancel</);
    expect(await (await v.get(`/api/verify-payment/${order.id}`)).json()).toEqual({ verified: false, mode: 'sandbox' });

    const decided = await v.form('/api/sandbox/wallet/approve', { token: order.id, decision: 'approve' });
    expect(decided.status).toBe(303);
    const back = decided.headers.get('location')!;
    expect(back).toBe(`/api/wallet/return?token=${order.id}&PayerID=SANDBOXBUYER`);
    const done = await (await v.get(back)).text();
    expect(done).toContain('"status":"approved"');
    expect(done).toContain('window.close()');
    expect(await (await v.get(`/api/verify-payment/${order.id}`)).json()).toEqual({ verified: true, mode: 'sandbox' });
    expect(await (await v.get('/api/deposit/status')).json()).toMatchObject({
      verified: true,
      paymentId: order.id,
      provider: 'sandbox-paypal',
    });
    // The same order cannot be decided twice.
    expect((await v.form('/api/sandbox/wallet/approve', { token: order.id, decision: 'cancel' })).status).toBe(409);
    // The older /paypal/ paths of these pages are gone.
    expect((await v.form('/api/sandbox/paypal/approve', { token: order.id, decision: 'cancel' })).status).toBe(404);
    expect((await v.get(`/api/paypal/return?token=${order.id}`)).status).toBe(404);
  });

  it('PayPal sandbox: cancel closes the popup and the deposit stays unpaid', async () => {
    const v = visitor(server);
    const order = await (await v.post('/api/order', { amount: 100, currency: 'USD', intent: 'CAPTURE' })).json();
    const decided = await v.form('/api/sandbox/wallet/approve', { token: order.id, decision: 'cancel' });
    expect(decided.headers.get('location')).toBe(`/api/wallet/cancel?token=${order.id}`);
    expect(await (await v.get(decided.headers.get('location')!)).text()).toContain('"status":"cancelled"');
    expect(await (await v.get(`/api/verify-payment/${order.id}`)).json()).toEqual({ verified: false, mode: 'sandbox' });
    expect((await paymentRow(order.id)).status).toBe('canceled');
  });

  it('refuses Stripe and PayPal webhooks: the sandbox has none, so none can be genuine', async () => {
    // The per-kind routes know only the configured kinds: the sandbox's, which has no webhooks.
    for (const path of [
      '/api/webhooks/card/stripe',
      '/api/webhooks/wallet/paypal',
      '/api/webhooks/stripe',
      '/api/webhooks/paypal',
    ])
      expect((await server.request(path, { method: 'POST', json: { id: 'evt_2' } })).status).toBe(404);
    expect(
      (await server.request('/api/webhooks/card/sandbox-card', { method: 'POST', json: { id: 'e' } })).status,
    ).toBe(400);
    expect(await q(`select * from webhook_events`)).toEqual([]);
  });
});
