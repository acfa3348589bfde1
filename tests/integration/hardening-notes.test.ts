import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

// Smaller hardening: HSTS only where the site is https, slow headers cut off within 10 s, and an
// optional list of the host names the server answers for (DNS rebinding).

/** A GET with a chosen Host header (fetch won't send one). */
function getWithHost(server: TestServer, path: string, host: string): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('on an http PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { PUBLIC_URL: 'http://callcraft.test', ALLOWED_HOSTS: 'admin.callcraft.test' },
    });
  });
  afterAll(() => server?.close());

  it('sends no HSTS header', async () => {
    const res = await server.request('/api/config', { headers: { host: 'callcraft.test' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers only the allowed host names (and PUBLIC_URL’s), the health check any', async () => {
    expect(await getWithHost(server, '/api/config', 'callcraft.test')).toBe(200);
    expect(await getWithHost(server, '/api/config', 'admin.callcraft.test:8080')).toBe(200);
    expect(await getWithHost(server, '/api/config', 'rebind.attacker.example')).toBe(400);
    expect(await getWithHost(server, '/api/config', '127.0.0.1')).toBe(400);
    expect(await getWithHost(server, '/api/health', '10.0.0.5:3000')).toBe(200);
  });

  it('closes a connection whose headers are not finished within about 10 s (Node’s default held ~85 s)', async () => {
    const { port } = new URL(server.url);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/config HTTP/1.1\r\nHost: x\r\n'));
      // One more header line every 2 s: never the blank line that ends them.
      const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 2_000);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error('connection still open after 20 s'));
      }, 20_000);
    });
    // 8 s allowed plus the 1 s check, with room for a busy machine.
    expect(closedAfter).toBeLessThan(15_000);
  }, 25_000);
});

describe('on an https PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://app.callcraft.test' } });
  });
  afterAll(() => server?.close());

  it('sends HSTS', async () => {
    const res = await server.request('/api/config');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
