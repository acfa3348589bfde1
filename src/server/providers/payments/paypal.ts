import { AppError } from '@common/errors';
import { VendorHttpError, vendorFetch, vendorJson } from '../http';
import type { PaymentStatus, WalletPayments, WalletWebhookEvent, WebhookHeaders } from './types';

// PayPal Orders v2 over plain fetch: the official SDK only knows PayPal's own hosts, and the base
// URL must be configurable so tests can run against tests/fakes/paypal.ts.

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string | null;
  apiBase: string;
  now?: () => number;
}

interface PaypalOrder {
  id: string;
  status: string;
  links?: Array<{ href: string; rel: string; method?: string }>;
  purchase_units?: Array<{
    amount?: { currency_code: string; value: string };
    payments?: { captures?: Array<{ status: string; amount?: { currency_code: string; value: string } }> };
  }>;
}

type PaypalError = { name?: string; message?: string; details?: Array<{ issue?: string }>; error_description?: string };
const issueOf = (body: unknown) => (body as PaypalError | null)?.details?.[0]?.issue;
const describe = (body: unknown) => {
  const b = body as PaypalError | null;
  return b?.details?.[0]?.issue ?? b?.name ?? b?.error_description;
};

/** PayPal answers only id, status and links by default (return=minimal); we read amounts and captures. */
const FULL_ANSWER = { prefer: 'return=representation' } as const;

/** The first HATEOAS link with one of these rels, in the order given. */
function linkOf(body: unknown, rels: string[]): string | undefined {
  const links = (body as { links?: Array<{ href?: unknown; rel?: unknown }> } | null)?.links ?? [];
  for (const rel of rels) {
    const href = links.find((l) => l.rel === rel)?.href;
    if (typeof href === 'string') return href;
  }
  return undefined;
}

/** Refresh a minute early so a token never expires between the check and PayPal reading it. */
const TOKEN_MARGIN_MS = 60_000;
/** The events after which the order is worth settling (capturing an approved one, or reading a captured one). */
const SETTLING_EVENTS = new Set(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']);

export class PaypalWalletPayments implements WalletPayments {
  readonly mode = 'live' as const;
  readonly adapter = 'paypal';
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(private readonly config: PaypalConfig) {
    this.now = config.now ?? Date.now;
  }

  async createOrder(input: {
    amountCents: number;
    currency: string;
    returnUrl: string;
    cancelUrl: string;
    requestId: string;
  }) {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: input.currency.toUpperCase(), value: (input.amountCents / 100).toFixed(2) },
          description: 'Custom AI agent deposit',
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    };
    const order = await this.api<PaypalOrder>('POST', '/v2/checkout/orders', body, {
      'PayPal-Request-Id': input.requestId,
      ...FULL_ANSWER,
    });
    // PayPal names the buyer link 'approve' or, with experience_context, 'payer-action'.
    const approve = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    return { id: order.id, approveUrl: approve?.href ?? null };
  }

  async getOrder(orderId: string): Promise<PaymentStatus> {
    return toStatus(await this.api<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
  }

  async capture(orderId: string, requestId: string): Promise<PaymentStatus> {
    try {
      const order = await this.api<PaypalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        { 'PayPal-Request-Id': requestId, ...FULL_ANSWER },
      );
      return toStatus(order);
    } catch (err) {
      const issue = err instanceof VendorHttpError && err.httpStatus === 422 ? issueOf(err.body) : undefined;
      if (!issue) throw err;
      // Not approved yet, or captured by a concurrent request: the order itself says where it is.
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'ORDER_ALREADY_CAPTURED') return this.getOrder(orderId);
      if (issue === 'ORDER_COMPLETION_IN_PROGRESS') {
        // PayPal is still capturing: the deposit stays pending; the webhook or a later check records it.
        const order = await this.getOrder(orderId);
        return order.state === 'succeeded'
          ? order
          : { ...order, state: 'pending', awaitingCapture: undefined, captureInProgress: true };
      }
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED') {
        // PayPal's documented recovery: send the payer back to the approval page to choose another
        // funding source (or finish what PayPal asks), then capture again on return.
        const order = await this.api<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
        const href =
          linkOf((err as VendorHttpError).body, ['redirect', 'payer-action', 'approve']) ??
          linkOf(order, ['payer-action', 'approve']);
        const status = {
          ...toStatus(order),
          state: 'pending' as const,
          awaitingCapture: undefined,
          failureMessage: issue,
        };
        return href ? { ...status, payerActionUrl: href } : { ...status, state: 'failed' };
      }
      throw err;
    }
  }

  async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WalletWebhookEvent | null> {
    const h = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : undefined);
    const fields = {
      auth_algo: h('paypal-auth-algo'),
      cert_url: h('paypal-cert-url'),
      transmission_id: h('paypal-transmission-id'),
      transmission_sig: h('paypal-transmission-sig'),
      transmission_time: h('paypal-transmission-time'),
    };
    if (!this.config.webhookId || Object.values(fields).some((v) => !v)) return null;
    let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const answer = await this.api<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        ...fields,
        webhook_id: this.config.webhookId,
        webhook_event: event,
      },
    );
    if (answer.verification_status !== 'SUCCESS' || !event.id || !event.event_type) return null;
    const settleOrderId = SETTLING_EVENTS.has(event.event_type) ? orderIdOf(event.event_type, event.resource) : null;
    return { id: event.id, type: event.event_type, settleOrderId };
  }

  private async api<T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
    retried = false,
  ): Promise<T> {
    const token = await this.accessToken();
    const res = await vendorFetch(`${this.config.apiBase}${path}`, {
      vendor: 'PayPal',
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (res.status === 401 && !retried) {
      // Revoked or expired early: fetch a fresh token once.
      this.token = null;
      await res.body?.cancel();
      return this.api<T>(method, path, body, extra, true);
    }
    return vendorJson<T>(res, 'PayPal', describe);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > this.now()) return this.token.value;
    // One token request at a time: concurrent callers share it.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await vendorFetch(`${this.config.apiBase}/v1/oauth2/token`, {
      vendor: 'PayPal',
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const json = await vendorJson<{ access_token?: string; expires_in?: number }>(res, 'PayPal', describe);
    if (!json.access_token)
      throw new AppError('PROVIDER_ERROR', 'PayPal returned no access token', { vendor: 'PayPal' });
    this.token = { value: json.access_token, expiresAt: this.now() + (json.expires_in ?? 0) * 1000 };
    return json.access_token;
  }
}

function orderIdOf(type: string, resource: Record<string, unknown> | undefined): string | null {
  if (!resource) return null;
  if (type.startsWith('CHECKOUT.ORDER.')) return typeof resource.id === 'string' ? resource.id : null;
  const related = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
  return typeof related?.order_id === 'string' ? related.order_id : null;
}

function toStatus(order: PaypalOrder): PaymentStatus {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const amount = capture?.amount ?? unit?.amount;
  let state: PaymentStatus['state'] = 'pending';
  if (order.status === 'VOIDED') state = 'canceled';
  else if (order.status === 'COMPLETED') {
    state =
      capture?.status === 'COMPLETED'
        ? 'succeeded'
        : capture?.status === 'DECLINED' || capture?.status === 'FAILED'
          ? 'failed'
          : 'pending';
  }
  return {
    id: order.id,
    state,
    amountCents: amount ? Math.round(Number(amount.value) * 100) : 0,
    currency: amount?.currency_code ?? '',
    metadata: {},
    ...(order.status === 'APPROVED' ? { awaitingCapture: true } : {}),
  };
}
