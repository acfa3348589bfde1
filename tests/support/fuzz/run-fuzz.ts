import { randomInt } from 'node:crypto';
import { isProtectedPath } from '../../../src/server/http/admin-guard';
import type { FuzzBody, FuzzRequest } from './requests';

// Sends fuzz requests to a running server and judges each answer. A finding is any 5xx, an
// error that isn't JSON in the one error shape {error, code, requestId}, an admin route that
// answered an anonymous caller, or a request the server dropped without an answer.

export interface Finding {
  request: string;
  problem: string;
}

export interface FuzzStats {
  sent: number;
  byStatus: Record<number, number>;
  findings: Finding[];
  /** Milliseconds spent per operation and kind (to keep the suite frugal). */
  time: Record<string, number>;
}

function bodyBytes(body: FuzzBody | undefined): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body as BodyInit;
  return 'a'.repeat(body.size);
}

/** A short printable form of a request for the failure report (long values elided). */
export function describeRequest(r: FuzzRequest): string {
  const clip = (s: string) => JSON.stringify(s.length > 160 ? `${s.slice(0, 160)}…(${s.length} chars)` : s);
  const body =
    r.body === undefined
      ? ''
      : typeof r.body === 'string'
        ? ` body=${clip(r.body)}`
        : r.body instanceof Uint8Array
          ? ` body=bytes(${[...r.body].join(',')})`
          : ` body=${r.body.size} bytes`;
  return `[${r.kind}/${r.identity}] ${r.method} ${clip(r.url)}${r.contentType ? ` content-type=${clip(r.contentType)}` : ''}${r.header ? ` ${r.header[0]}=${clip(r.header[1])}` : ''}${body}`;
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function sendOne(
  base: string,
  r: FuzzRequest,
  adminCookie: string,
): Promise<{ status: number; problem?: string }> {
  const headers = new Headers();
  // Rate limits are per address: each request comes from its own (TRUST_PROXY is on in the fuzz
  // server), so the fuzz reaches validation instead of counting 429s.
  headers.set('x-forwarded-for', randomIp());
  if (r.identity === 'admin') headers.set('cookie', adminCookie);
  if (r.contentType !== undefined) headers.set('content-type', r.contentType);
  if (r.header) headers.set(r.header[0], r.header[1]);
  let res: Response;
  try {
    res = await fetch(base + r.url, {
      method: r.method,
      headers,
      body: bodyBytes(r.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (err) {
    return { status: 0, problem: `no answer: ${(err as Error).cause ?? (err as Error).message}` };
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    await res.body?.cancel(); // a stream that was opened: its status is the answer
    return { status: res.status };
  }
  const text = await res.text();
  if (res.status >= 500) return { status: res.status, problem: `${res.status}: ${text.slice(0, 300)}` };
  if (res.status >= 400) {
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return { status: res.status, problem: `error is not JSON (${type}): ${text.slice(0, 200)}` };
    }
    const shaped =
      body &&
      typeof body.error === 'string' &&
      body.error.length > 0 &&
      typeof body.code === 'string' &&
      typeof body.requestId === 'string';
    if (!type.includes('application/json') || !shaped)
      return {
        status: res.status,
        problem: `error not in the {error, code, requestId} shape (${type}): ${text.slice(0, 200)}`,
      };
  }
  if (r.identity === 'anonymous' && isProtectedPath(new URL(r.url, base).pathname) && res.status !== 401) {
    // Refusals are fine (401; 403 from the cross-site check, which runs first), and so are answers
    // given before any route ran: a request too large to read (431), a malformed URL (400 that is
    // not a validation error) or no such route (404) when the path itself was the hostile part.
    const refused = res.status === 401 || res.status === 403 || res.status === 431;
    // A path parameter drawn as "." or ".." makes a dot segment: the URL resolves to another path
    // before any route (or guard) sees it, whatever part of the request was being fuzzed.
    const dotSegment = /\/(?:\.|%2e){1,2}(?=[/?#]|$)/i.test(r.url);
    const beforeRouting =
      (res.status === 404 && dotSegment) ||
      ((r.kind === 'path' || r.kind === 'query') &&
        (res.status === 404 || (res.status === 400 && !text.includes('"code":"VALIDATION"')))) ||
      // A path parameter over the router's length limit is refused while routing, before any guard.
      (res.status === 400 && text.includes('A path parameter is too long'));
    if (!refused && !beforeRouting)
      return { status: res.status, problem: `admin route answered an anonymous caller with ${res.status}` };
  }
  return { status: res.status };
}

/** Sends every request (a few at a time, in order of generation) and collects findings. */
export async function runFuzz(
  base: string,
  requests: FuzzRequest[],
  adminCookie: string,
  concurrency = 4,
): Promise<FuzzStats> {
  const stats: FuzzStats = { sent: 0, byStatus: {}, findings: [], time: {} };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const started = performance.now();
      const { status, problem } = await sendOne(base, r, adminCookie);
      for (const key of [r.operation, `kind ${r.kind}`])
        stats.time[key] = (stats.time[key] ?? 0) + performance.now() - started;
      stats.sent++;
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      if (problem) stats.findings.push({ request: describeRequest(r), problem });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stats;
}
