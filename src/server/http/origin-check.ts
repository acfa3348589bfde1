import type { FastifyRequest } from 'fastify';
import { AppError } from '@common/errors';
import { isProtectedPath } from './admin-guard';
import type { App } from './types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF): the Origin
 * header, when present, must be this app's own (`null` included). Server-to-server calls (webhooks)
 * carry no Origin.
 */
export function installOriginCheck(app: App, publicUrl: () => string): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (!origin) return;
    // `Origin: null` comes from sandboxed frames, data: and file: pages and cross-site redirects.
    // It is refused on admin requests and sign-in; public pages keep accepting it,
    // since a payment provider's popup may post back to us after a cross-site redirect.
    if (origin === 'null') {
      const path = request.url.split('?')[0];
      if (isProtectedPath(path) || path.startsWith('/api/auth/'))
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
      return;
    }
    const own = new Set([`${request.protocol}://${request.host}`, new URL(publicUrl()).origin]);
    if (!own.has(origin)) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
  });
}
