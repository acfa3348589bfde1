import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

// A local endpoint for webhooks out: records every request, and can fail the first N of each
// event (by Callcraft-Event-Id) to exercise retries.

export interface Received {
  eventId: string;
  signature: string;
  body: string;
  status: number;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  requests: Received[];
  /** First accepted arrival (ms since epoch) per event id. */
  accepted: Map<string, number>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  opts: { failFirst?: number; failStatus?: number } = {},
): Promise<WebhookReceiver> {
  const requests: Received[] = [];
  const accepted = new Map<string, number>();
  const seen = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const eventId = String(req.headers['callcraft-event-id'] ?? '');
      const n = (seen.get(eventId) ?? 0) + 1;
      seen.set(eventId, n);
      const status = n <= (opts.failFirst ?? 0) ? (opts.failStatus ?? 500) : 200;
      const at = Date.now();
      requests.push({
        eventId,
        signature: String(req.headers['callcraft-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        status,
        at,
      });
      if (status === 200 && !accepted.has(eventId)) accepted.set(eventId, at);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'try again');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/callcraft`,
    requests,
    accepted,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A receiver's check, written from the README's description and not from the server's code:
 * `t=<unix>,v1=<hex>[,v1=<hex>]`, HMAC-SHA256 over "<t>.<body>" with the secret, any v1 may match,
 * and t must be recent.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const got = Buffer.from(v ?? '', 'hex');
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
}
