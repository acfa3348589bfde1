import type { FastifyRequest } from 'fastify';
import { AppError } from '@common/errors';
import type { App } from './types';

/**
 * With ALLOWED_HOSTS set, a request for any other host name is refused (400) before any route
 * runs. A page on an attacker's name that resolves to this server (DNS rebinding) is same-origin
 * to itself, so the origin check alone can't tell it from our own pages; its Host header can. The
 * PUBLIC_URL's host is always allowed; the health check answers any host (load balancers probe by
 * address).
 */
export function installHostCheck(app: App, allowed: string[], publicUrl: () => string): void {
  if (!allowed.length) return;
  const hosts = new Set(allowed.map((h) => h.toLowerCase()));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.url.split('?')[0].toLowerCase() === '/api/health') return;
    const host = request.hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (hosts.has(host) || host === new URL(publicUrl()).hostname.replace(/^\[|\]$/g, '')) return;
    throw new AppError('BAD_REQUEST', 'This server does not serve that host name');
  });
}
