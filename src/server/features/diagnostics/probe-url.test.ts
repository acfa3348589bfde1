import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probeUrl } from './probe-url';

const servers: Server[] = [];
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

describe('probeUrl', () => {
  it('counts any answer below 500 as reachable, with its status', async () => {
    const methods: string[] = [];
    const url = await serve((req, res) => {
      methods.push(req.method ?? '');
      res.writeHead(401).end();
    });
    expect(await probeUrl(url)).toMatchObject({ success: true, status: 401 });
    expect(methods).toEqual(['HEAD']);
  });

  it('reports a 5xx as a failure', async () => {
    const url = await serve((_req, res) => res.writeHead(503).end());
    const r = await probeUrl(url);
    expect(r).toMatchObject({ success: false, status: 503 });
    expect(r.error).toContain('503');
  });

  it('reports a refused connection', async () => {
    const url = await serve(() => {});
    servers[0].closeAllConnections();
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const r = await probeUrl(url);
    expect(r.success).toBe(false);
    expect(r.status).toBeUndefined();
    expect(r.error).toContain('ECONNREFUSED');
  });

  it('gives up after the timeout', async () => {
    const url = await serve(() => {
      /* never answers */
    });
    const r = await probeUrl(url, 200);
    expect(r).toMatchObject({ success: false, error: 'No answer within 200 ms' });
    expect(r.time).toBeGreaterThanOrEqual(190);
    expect(r.time).toBeLessThan(2_000);
  });
});
