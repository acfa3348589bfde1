import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest } from './http-server';

// A stateful fake of PayPal's REST API: OAuth2 client-credentials, Orders v2 (create, get, capture,
// PayPal-Request-Id replays, 422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED /
// ORDER_COMPLETION_IN_PROGRESS / INSTRUMENT_DECLINED / PAYER_ACTION_REQUIRED, `Prefer:
// return=minimal` by default as PayPal does) and verify-webhook-signature. Facts: ../shared/design/providers.md §5. PayPal signs webhooks with a
// certificate; the fake signs with its own HMAC key and checks that in verify-webhook-signature.

export const FAKE_PAYPAL_CLIENT_ID = 'fake-paypal-client';
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-paypal-secret';
// The id PayPal gives a webhook registration (upper-case letters and digits, e.g. 0EH40505U7160970P);
// "WH-..." ids name events, not registrations.
export const FAKE_PAYPAL_WEBHOOK_ID = '0EH40505U7160970P';
const WEBHOOK_ID_FORMAT = /^[0-9A-Z]{13,32}$/;
const SIGNING_KEY = 'fake-paypal-cert-key';

interface FakeOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: Array<{
    reference_id: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: Array<Record<string, unknown>> };
  }>;
  experience: { return_url?: string; cancel_url?: string } | null;
  create_time: string;
}

const ppError = (status: number, name: string, issue: string, description: string) => ({
  status,
  body: { name, message: description, debug_id: randomBytes(6).toString('hex'), details: [{ issue, description }] },
});

/** Capture answers PayPal documents besides success; set per order with failNextCapture. */
export type CaptureFailure = 'ORDER_COMPLETION_IN_PROGRESS' | 'INSTRUMENT_DECLINED' | 'PAYER_ACTION_REQUIRED';

export async function startFakePaypal(opts: { tokenTtlSeconds?: number } = {}) {
  const orders = new Map<string, FakeOrder>();
  const captureFailures = new Map<string, CaptureFailure>();
  const completing = new Set<string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let tokenCalls = 0;
  let url = '';

  const bearer = (req: FakeRequest) => tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const unauthorised = {
    status: 401,
    body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
  };
  const view = (o: FakeOrder) => {
    const { experience: _e, ...rest } = o;
    const buyer = {
      href: `${url}/checkoutnow?token=${o.id}`,
      rel: o.experience ? 'payer-action' : 'approve',
      method: 'GET',
    };
    return {
      ...rest,
      links: [
        { href: `${url}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        buyer,
        { href: `${url}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
  };
  /** Without `Prefer: return=representation` PayPal answers only id, status and links. */
  const answer = (req: FakeRequest, status: number, o: FakeOrder) => {
    const full = view(o);
    const wantsFull = String(req.headers.prefer ?? '').toLowerCase() === 'return=representation';
    return { status, body: wantsFull ? full : { id: full.id, status: full.status, links: full.links } };
  };
  const captureOf = (o: FakeOrder) => {
    o.status = 'COMPLETED';
    const amount = o.purchase_units[0].amount;
    o.purchase_units[0].payments = {
      captures: [
        {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: 'COMPLETED',
          amount,
          final_capture: true,
          create_time: new Date().toISOString(),
        },
      ],
    };
  };
  /** PayPal-Request-Id: the same id replays the first answer instead of acting twice. */
  const once = (req: FakeRequest, scope: string, act: () => { status: number; body: unknown }) => {
    const rid = req.headers['paypal-request-id'];
    const key = typeof rid === 'string' ? `${scope}:${rid}` : null;
    if (key && replies.has(key)) return replies.get(key)!;
    const out = act();
    if (key && out.status < 300) replies.set(key, out);
    return out;
  };

  const inProgress = () =>
    ppError(
      422,
      'UNPROCESSABLE_ENTITY',
      'ORDER_COMPLETION_IN_PROGRESS',
      'PayPal is still in the process of capturing the order. Please try your request again.',
    );

  const server = await startFakeServer([
    [
      'POST',
      '/v1/oauth2/token',
      (req) => {
        tokenCalls++;
        const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
        if (
          req.headers.authorization !== expected ||
          new URLSearchParams(req.raw).get('grant_type') !== 'client_credentials'
        ) {
          return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
        }
        const token = `A21AA${randomBytes(16).toString('hex')}`;
        tokens.add(token);
        return {
          status: 200,
          body: {
            scope: 'https://uri.paypal.com/services/payments',
            access_token: token,
            token_type: 'Bearer',
            app_id: 'APP-FAKE',
            expires_in: opts.tokenTtlSeconds ?? 32400,
            nonce: randomBytes(8).toString('hex'),
          },
        };
      },
    ],
    [
      'POST',
      '/v2/checkout/orders',
      (req) => {
        if (!bearer(req)) return unauthorised;
        return once(req, 'create', () => {
          const body = JSON.parse(req.raw || '{}');
          const unit = body.purchase_units?.[0];
          if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
            return ppError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'intent is invalid');
          if (!unit?.amount?.currency_code || typeof unit.amount.value !== 'string')
            return ppError(
              400,
              'INVALID_REQUEST',
              'MISSING_REQUIRED_PARAMETER',
              'purchase_units[0].amount is required',
            );
          const experience = body.payment_source?.paypal?.experience_context ?? null;
          const order: FakeOrder = {
            id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
            intent: body.intent,
            status: experience ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
            purchase_units: [{ reference_id: 'default', amount: unit.amount }],
            experience,
            create_time: new Date().toISOString(),
          };
          orders.set(order.id, order);
          return answer(req, 201, order);
        });
      },
    ],
    [
      'GET',
      '/v2/checkout/orders/:id',
      (req) => {
        if (!bearer(req)) return unauthorised;
        const o = orders.get(req.params.id);
        return o
          ? { status: 200, body: view(o) }
          : ppError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      },
    ],
    [
      'POST',
      '/v2/checkout/orders/:id/capture',
      (req) => {
        if (!bearer(req)) return unauthorised;
        return once(req, `capture:${req.params.id}`, () => {
          const o = orders.get(req.params.id);
          if (!o)
            return ppError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
          if (o.status === 'COMPLETED')
            return ppError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
          if (completing.has(o.id)) return inProgress();
          if (o.status !== 'APPROVED')
            return ppError(
              422,
              'UNPROCESSABLE_ENTITY',
              'ORDER_NOT_APPROVED',
              'Payer has not yet approved the Order for payment.',
            );
          const failure = captureFailures.get(o.id);
          captureFailures.delete(o.id);
          if (failure === 'ORDER_COMPLETION_IN_PROGRESS') {
            completing.add(o.id);
            return inProgress();
          }
          if (failure) {
            // The payer has to go back to PayPal: the order needs a new approval before a capture.
            o.status = 'PAYER_ACTION_REQUIRED';
            const err = ppError(
              422,
              'UNPROCESSABLE_ENTITY',
              failure,
              failure === 'INSTRUMENT_DECLINED'
                ? "The instrument presented was either declined by the processor or bank, or it can't be used for this payment."
                : 'Payer needs to perform the following action before proceeding with payment.',
            );
            const rel = failure === 'INSTRUMENT_DECLINED' ? 'redirect' : 'payer-action';
            return {
              status: 422,
              body: {
                ...err.body,
                links: [
                  { href: `${url}/checkoutnow?token=${o.id}`, rel, method: 'GET' },
                  {
                    href: `https://developer.paypal.com/docs/api/orders/v2/#error-${failure}`,
                    rel: 'information_link',
                    method: 'GET',
                  },
                ],
              },
            };
          }
          captureOf(o);
          return answer(req, 201, o);
        });
      },
    ],
    [
      'POST',
      '/v1/notifications/verify-webhook-signature',
      (req) => {
        if (!bearer(req)) return unauthorised;
        const b = JSON.parse(req.raw || '{}');
        for (const f of [
          'auth_algo',
          'cert_url',
          'transmission_id',
          'transmission_sig',
          'transmission_time',
          'webhook_id',
          'webhook_event',
        ]) {
          if (!b[f]) return ppError(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `${f} is required`);
        }
        if (typeof b.webhook_id !== 'string' || !WEBHOOK_ID_FORMAT.test(b.webhook_id)) {
          return ppError(
            400,
            'VALIDATION_ERROR',
            'INVALID_PARAMETER_SYNTAX',
            'webhook_id does not match the expected format',
          );
        }
        const ok =
          b.webhook_id === FAKE_PAYPAL_WEBHOOK_ID &&
          b.transmission_sig === sign(b.transmission_id, b.transmission_time, b.webhook_id, b.webhook_event);
        return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
      },
    ],
  ]);
  url = server.url;

  function sign(transmissionId: string, time: string, webhookId: string, event: unknown) {
    return createHmac('sha256', SIGNING_KEY)
      .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest('base64');
  }

  return {
    ...server,
    orders,
    tokenCount: () => tokenCalls,
    /** Test-only: the buyer approved on PayPal's page. */
    approve(id: string) {
      const o = orders.get(id);
      if (!o) throw new Error(`fake paypal: no order ${id}`);
      o.status = 'APPROVED';
    },
    /** Test-only: the next capture of this order answers one of PayPal's documented 422 issues. */
    failNextCapture(id: string, failure: CaptureFailure) {
      captureFailures.set(id, failure);
    },
    /** Test-only: PayPal finishes a capture it reported as ORDER_COMPLETION_IN_PROGRESS. */
    finishCompletion(id: string) {
      const o = orders.get(id);
      if (!o || !completing.delete(id)) throw new Error(`fake paypal: order ${id} is not completing`);
      captureOf(o);
    },
    /** Test-only: expire every token handed out so far (PayPal answers 401 to them). */
    revokeTokens() {
      tokens.clear();
    },
    /** A webhook delivery as PayPal would send it (headers signed for FAKE_PAYPAL_WEBHOOK_ID). */
    webhook(eventType: string, resource: Record<string, unknown>, opts: { id?: string; forge?: boolean } = {}) {
      const event = {
        id: opts.id ?? `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'checkout-order',
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const transmissionId = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      const sig = opts.forge ? 'forged' : sign(transmissionId, time, FAKE_PAYPAL_WEBHOOK_ID, event);
      return {
        payload: JSON.stringify(event),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${url}/v1/notifications/certs/CERT-FAKE`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': time,
        },
      };
    },
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
