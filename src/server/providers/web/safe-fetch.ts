import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { AppError } from '@common/errors';
import { fetchFailed } from './fetch-errors';
import { decodeHtml, isHtml, mediaType, readCappedBody } from './read-body';
import { checkTarget, pinnedLookup, type CheckedTarget, type TargetPolicy } from './safe-target';

// Fetches a web page a visitor (or a lead list) named, safely: http/https only, every hop's
// address checked and then pinned for the connection, redirects followed by hand, one deadline for
// the whole exchange, a body cap, and HTML only.

export interface SafeFetchOptions extends TargetPolicy {
  /** Deadline for the whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface SafeFetchResult {
  url: string;
  finalUrl: string;
  status: number;
  contentType: string;
  html: string;
  /** Every URL visited before the final one. */
  redirects: string[];
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;
const USER_AGENT = 'CallcraftBot/1.0 (+website analysis for an AI agent prototype)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function request(target: CheckedTarget, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        protocol: url.protocol,
        host: target.hostname,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // No shared agent: a pooled socket could have been opened to another address for this host.
        agent: false,
        lookup: pinnedLookup(target) as never,
        signal,
        ...(secure ? { servername: target.hostname } : {}),
        headers: {
          host: url.host,
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
      },
      resolve,
    );
    req.once('error', reject);
    req.end();
  });
}

/** DNS lookups can't be cancelled; this stops waiting for one when the deadline passes. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('deadline passed'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function networkFailure(err: unknown, hostname: string): AppError {
  const code = (err as NodeJS.ErrnoException)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return fetchFailed('not-found', `we couldn't find a website at ${hostname}.`, { host: hostname });
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code))
    return fetchFailed('tls', `the site's security certificate could not be verified.`, { code });
  if (code === 'ECONNREFUSED') return fetchFailed('unreachable', 'the site refused the connection.', { code });
  return fetchFailed('unreachable', 'the site could not be reached.', { code: code || undefined });
}

/** GETs an HTML page under the SSRF policy. Throws AppError (see fetch-errors.ts) on every refusal. */
export async function safeFetch(rawUrl: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...SAFE_FETCH_DEFAULTS, ...opts };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const redirects: string[] = [];
  let current = rawUrl;
  let hostname = '';
  try {
    for (;;) {
      const target = await untilAborted(checkTarget(current, opts), deadline.signal);
      hostname = target.hostname;
      const res = await request(target, deadline.signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.resume();
        if (redirects.length >= maxRedirects)
          throw fetchFailed('too-many-redirects', `the site redirected more than ${maxRedirects} times.`);
        redirects.push(target.url.href);
        current = new URL(location, target.url).href;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw fetchFailed(
          'http-status',
          `the site answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}.`,
          { status },
        );
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (!isHtml(contentType)) {
        res.destroy();
        throw fetchFailed(
          'not-html',
          `that address is not a web page (${mediaType(contentType) || 'no content type'}).`,
          { contentType: mediaType(contentType) },
        );
      }
      const body = await readCappedBody(res, maxBytes);
      return {
        url: rawUrl,
        finalUrl: target.url.href,
        status,
        contentType,
        html: decodeHtml(body, contentType),
        redirects,
      };
    }
  } catch (err) {
    if (deadline.signal.aborted)
      throw fetchFailed('timeout', `the site took longer than ${Math.round(timeoutMs / 1000)} seconds to answer.`, {
        timeoutMs,
      });
    if (err instanceof AppError) throw err;
    throw networkFailure(err, hostname);
  } finally {
    clearTimeout(timer);
  }
}
