import http from 'node:http';
import https from 'node:https';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, MODE_HEADER, SIGNATURE_HEADER } from '@common/webhooks/schemas';
import { isAppError } from '@common/errors';
import type { Env } from '../../env';
import { pinnedLookup, type CheckedTarget } from '../../providers/web/safe-target';
import { checkEndpointAddress, type AddressOptions } from './endpoint-address';
import { signatureHeader, standardSignatureHeader } from './signature';

// One HTTP attempt at a delivery. Never throws: every outcome (refused address, network error,
// timeout, non-2xx) comes back as a result for the attempt log.

export const SEND_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Callcraft-Webhooks/1.0';
/** We read (and drop) at most this much of a receiver's answer: only the status matters. */
const MAX_RESPONSE_BYTES = 16 * 1024;

export interface SendInput {
  url: string;
  eventId: string;
  eventType: string;
  body: string;
  /** The current secret first; a previous one still in its grace day second. */
  secrets: string[];
  /** Unix seconds for the `t=` of the signature. */
  timestamp: number;
}

export interface SendResult {
  ok: boolean;
  responseCode: number | null;
  latencyMs: number;
  error: string | null;
}

export async function sendWebhook(
  env: Pick<Env, 'FETCH_ALLOW_HOSTS'>,
  input: SendInput,
  opts: AddressOptions & { timeoutMs?: number } = {},
): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'latencyMs'>): SendResult => ({
    ...r,
    latencyMs: Math.round(performance.now() - started),
  });
  let target: CheckedTarget;
  try {
    // Again at send time: the name may resolve elsewhere than when the endpoint was registered.
    target = await checkEndpointAddress(env, input.url, opts);
  } catch (err) {
    return done({ ok: false, responseCode: null, error: isAppError(err) ? err.message : 'The URL was refused' });
  }
  try {
    const status = await post(target, input, opts.timeoutMs ?? SEND_TIMEOUT_MS);
    if (status >= 200 && status < 300) return done({ ok: true, responseCode: status, error: null });
    const hint = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
    return done({ ok: false, responseCode: status, error: `The receiver answered HTTP ${status}${hint}` });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException)?.code;
    const message =
      (err as Error)?.name === 'AbortError' || code === 'ABORT_ERR'
        ? `No answer within ${(opts.timeoutMs ?? SEND_TIMEOUT_MS) / 1000} s`
        : `Could not connect: ${code ?? (err as Error)?.message ?? 'network error'}`;
    return done({ ok: false, responseCode: null, error: message });
  }
}

function post(target: CheckedTarget, input: SendInput, timeoutMs: number): Promise<number> {
  const { url } = target;
  const secure = url.protocol === 'https:';
  const body = Buffer.from(input.body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        protocol: url.protocol,
        host: target.hostname,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        // No pooled sockets: one opened earlier could lead to another address for this host.
        agent: false,
        lookup: pinnedLookup(target) as never,
        signal: AbortSignal.timeout(timeoutMs),
        ...(secure ? { servername: target.hostname } : {}),
        headers: {
          host: url.host,
          'user-agent': USER_AGENT,
          'content-type': 'application/json',
          'content-length': String(body.length),
          [SIGNATURE_HEADER]: signatureHeader(input.secrets, input.timestamp, input.body),
          [EVENT_ID_HEADER]: input.eventId,
          [EVENT_TYPE_HEADER]: input.eventType,
          [MODE_HEADER]: 'live',
          // Standard Webhooks: the event id stays the same on every retry, as receivers dedupe on it.
          'webhook-id': input.eventId,
          'webhook-timestamp': String(input.timestamp),
          'webhook-signature': standardSignatureHeader(input.secrets, input.eventId, input.timestamp, input.body),
        },
      },
      (res) => {
        let seen = 0;
        res.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('close', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}
