import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../providers/web/safe-target';
import { sendWebhook } from './send-webhook';

// The send-time address check: a name that resolved to a public address when the endpoint was
// registered but now answers 127.0.0.1 (DNS rebinding) must not reach the local server.

describe('sendWebhook address guard', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const input = (url: string) => ({
    url,
    eventId: '5b0d7c1e-8c5e-4d7a-9d61-3f5f3f9c2a11',
    eventType: 'call.completed',
    body: '{}',
    secrets: ['whsec_x'],
    timestamp: 1,
  });
  const rebound: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

  it('refuses a name that now resolves to loopback, and sends nothing', async () => {
    const r = await sendWebhook({ FETCH_ALLOW_HOSTS: [] }, input(`http://hooks.example.com:${port}/x`), {
      resolve: rebound,
    });
    expect(r).toMatchObject({ ok: false, responseCode: null });
    expect(r.error).toMatch(/points to this server itself/);
    expect(hits).toBe(0);
  });

  it('connects to the checked address only (a second, different DNS answer is never used)', async () => {
    // Allowed for the test like the fixture sites; the system resolver knows nothing of this name,
    // so the request can only have gone to the address the guard checked.
    const r = await sendWebhook({ FETCH_ALLOW_HOSTS: ['hooks.test'] }, input(`http://hooks.test:${port}/x`), {
      resolve: rebound,
    });
    expect(r).toMatchObject({ ok: true, responseCode: 200 });
    expect(hits).toBe(1);
  });

  it('reports a non-2xx answer and a refused connection as failures, with latency', async () => {
    // A web port nobody listens on (a port under 1024 is refused before any connection is tried).
    const spare = http.createServer();
    await new Promise<void>((r) => spare.listen(0, '127.0.0.1', r));
    const freePort = (spare.address() as AddressInfo).port;
    await new Promise((r) => spare.close(r));
    const closed = await sendWebhook({ FETCH_ALLOW_HOSTS: ['127.0.0.1'] }, input(`http://127.0.0.1:${freePort}/x`));
    expect(closed).toMatchObject({ ok: false, responseCode: null });
    expect(closed.error).toMatch(/ECONNREFUSED/);
    expect(closed.latencyMs).toBeGreaterThanOrEqual(0);
  });
});
