import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@common/errors';
import { PRERENDERED_PAGES } from '@common/system/prerendered-pages';
import type { App } from './types';

export const clientDistDir = path.resolve(process.cwd(), 'dist/client');

const wantsPage = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !req.url.startsWith('/api/') &&
  req.url !== '/api' &&
  !path.extname(req.url.split('?')[0]);

/**
 * The prerendered HTML of a public page (its first screen paints before any script runs), else the
 * empty shell. Only for the bare path: a query (e.g. a payment return to /pricing) can change the
 * first render, and hydrating HTML that disagrees with it would throw it away.
 */
function pageFiles(): (url: string) => string {
  const built = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, p]) => existsSync(path.join(clientDistDir, p.file))),
  );
  return (url) => (url.includes('?') ? undefined : built.get(url.toLowerCase())?.file) ?? 'index.html';
}

/**
 * The browser app. Built files from dist/client (`npm start`), or Vite's dev server as middleware
 * (`npm run dev`, CLIENT_DEV_SERVER=true). Any other page path gets index.html: the client router
 * decides, and shows the spec's 404 page for unknown paths. Unknown /api paths get a JSON 404.
 */
export async function installClientAssets(app: App, devServer: boolean): Promise<() => Promise<void>> {
  const notFound = (req: FastifyRequest, reply: FastifyReply, sendPage: () => Promise<unknown> | unknown) => {
    if (wantsPage(req)) return sendPage();
    throw new AppError('NOT_FOUND', `No route for ${req.method} ${req.url.split('?')[0]}`);
  };

  if (devServer) {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      configFile: path.resolve(process.cwd(), 'vite.config.ts'),
      // HMR shares our HTTP server, so no second port is needed.
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
    app.setNotFoundHandler((req, reply) =>
      notFound(req, reply, async () => {
        const html = await vite.transformIndexHtml(
          req.url,
          readFileSync(path.resolve(process.cwd(), 'src/client/index.html'), 'utf8'),
        );
        return reply.type('text/html').send(html);
      }),
    );
    return () => vite.close();
  }

  if (!existsSync(path.join(clientDistDir, 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` (npm start does this for you).');
  }
  await app.register(fastifyStatic, {
    root: clientDistDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (vite.config.ts); send the one the browser
    // accepts, with Content-Encoding and Vary: Accept-Encoding, and fall back to the plain file.
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, file) =>
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  const pageFile = pageFiles();
  app.setNotFoundHandler((req, reply) =>
    notFound(req, reply, () => reply.header('cache-control', 'no-cache').sendFile(pageFile(req.url))),
  );
  return async () => {};
}
