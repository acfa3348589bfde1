import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A tiny web server for fixture websites (tests/fixtures/sites/<name>/), on 127.0.0.1 and an
// ephemeral port, so website analysis is tested against real HTTP without the internet. Extra
// routes (redirects, slow or oversized answers) are added per test.

export type SiteRoute = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface StaticSite {
  url: string;
  port: number;
  /** Every request path, in order (to see what was fetched and what came from a cache). */
  requests: string[];
  close(): Promise<void>;
}

export const fixtureSiteDir = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}/`, import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
};

export async function startStaticSite(dir: string | null, routes: Record<string, SiteRoute> = {}): Promise<StaticSite> {
  const requests: string[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    const pathname = new URL(req.url ?? '/', 'http://fixture').pathname;
    requests.push(pathname);
    try {
      const route = routes[pathname];
      if (route) return await route(req, res);
      if (!dir) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      // Never serve outside the fixture directory.
      if (!file.startsWith(path.resolve(dir))) return void res.writeHead(403).end();
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      res.end(body);
    } catch {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    async close() {
      // Routes that never answer (timeout tests) would otherwise keep close() waiting.
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
