import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A tiny router over node:http for the vendor fakes: they must speak the vendor's wire format
// byte for byte (form bodies, headers), which is easier without a framework in the way.

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: string;
  params: Record<string, string>;
  /** What the fake answered (filled in after the handler ran). */
  answer?: { status: number; body: unknown };
}

export type FakeHandler = (
  req: FakeRequest,
) =>
  | { status: number; body: unknown; headers?: Record<string, string> }
  | Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;

export interface FakeServer {
  url: string;
  /** Every request received, in order (tests assert on the wire format). */
  log: FakeRequest[];
  /** Answer every request this much later (lets tests overlap concurrent calls on purpose). */
  setLatency(ms: number): void;
  /**
   * Hold every answer until `count` requests have arrived (or `timeoutMs` passed): concurrent calls
   * overlap for certain, however slowly a loaded machine sends them. Ends with the count reached.
   */
  holdUntil(count: number, timeoutMs?: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(
  routes: Array<[method: string, pattern: string, handler: FakeHandler]>,
): Promise<FakeServer> {
  const log: FakeRequest[] = [];
  let latency = 0;
  let hold: { count: number; arrived: number; release: Promise<void>; open(): void } | null = null;
  const compiled = routes.map(([method, pattern, handler]) => {
    const names: string[] = [];
    const re = new RegExp(`^${pattern.replace(/:(\w+)/g, (_m, n: string) => (names.push(n), '([^/]+)'))}$`);
    return { method, re, names, handler };
  });
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const u = new URL(req.url ?? '/', 'http://fake');
    const base = {
      method: req.method ?? 'GET',
      path: u.pathname,
      query: u.searchParams,
      headers: req.headers,
      raw: Buffer.concat(chunks).toString('utf8'),
    };
    for (const r of compiled) {
      const m = r.method === base.method ? r.re.exec(base.path) : null;
      if (!m) continue;
      const request: FakeRequest = {
        ...base,
        params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])),
      };
      log.push(request);
      if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
      if (hold) {
        const h = hold;
        if (++h.arrived >= h.count) {
          h.open();
          hold = null;
        }
        await h.release;
      }
      const out = await r.handler(request);
      request.answer = { status: out.status, body: out.body };
      res.writeHead(out.status, { 'content-type': 'application/json', ...out.headers });
      res.end(out.body === undefined ? '' : JSON.stringify(out.body));
      return;
    }
    log.push({ ...base, params: {} });
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${base.method}: ${base.path})` },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    url,
    log,
    setLatency: (ms) => {
      latency = ms;
    },
    holdUntil: (count, timeoutMs = 10_000) => {
      let open = () => {};
      const release = new Promise<void>((resolve) => {
        open = resolve;
        setTimeout(resolve, timeoutMs).unref();
      });
      hold = { count, arrived: 0, release, open };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
