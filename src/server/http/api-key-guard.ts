import { createHash } from 'node:crypto';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { TApiKeyScope } from '@common/api-keys/schemas';
import type { Actor } from './actor';
import { rateLimit } from './rate-limit';
import type { App } from './types';

/** Every route under this prefix is for API keys only, and must name the scope it needs. */
export const API_KEY_PREFIX = '/api/v1';

export const isApiKeyPath = (url: string) => {
  const u = url.toLowerCase();
  return u === API_KEY_PREFIX || u.startsWith(`${API_KEY_PREFIX}/`);
};

export type ApiKeyAuthorizer = (request: FastifyRequest, scope: TApiKeyScope) => Promise<Actor>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs for this /api/v1 route. */
    apiScope?: TApiKeyScope;
  }
  interface FastifyRequest {
    /** Who acts: set by the API key guard on /api/v1 routes. */
    actor: Actor | null;
  }
}

/**
 * A /api/v1 route's config: the scope it needs and a limit per key. (@fastify/rate-limit reads the
 * limit when the route is added, before any later onRoute hook could add it, hence a helper.)
 */
export const apiKeyRoute = (scope: TApiKeyScope, perMinute: number) => ({
  apiScope: scope,
  ...rateLimit(perMinute, 60_000, `Too many requests for this API key: at most ${perMinute} a minute`, perKey),
});

/** Per key (the hash of the bearer token), so one busy integration can't starve another. */
const perKey = (req: FastifyRequest) =>
  `api-key:${createHash('sha256')
    .update(req.headers.authorization ?? req.ip)
    .digest('hex')
    .slice(0, 32)}`;

/**
 * Attaches the key check and a per-key rate limit to every /api/v1 route at registration time. A
 * browser session counts for nothing here (only the Authorization header is read), and the admin
 * guard reads only the session cookie, so a key counts for nothing on the admin routes. A route
 * under the prefix without `config.apiScope` (see apiKeyRoute) is a programming error and stops the boot.
 */
export function installApiKeyGuard(app: App, authorize: ApiKeyAuthorizer): void {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiKeyPath(route.url)) return;
    const scope = route.config?.apiScope;
    if (!scope) throw new Error(`${route.method} ${route.url} needs config.apiScope`);
    const guard = async (request: FastifyRequest) => {
      request.actor = await authorize(request, scope);
    };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard as never, ...existing];
  });
}

/** The key a /api/v1 request acts as (set by the guard before the handler runs). */
export function keyActor(request: FastifyRequest): Actor & { kind: 'api-key' } {
  const actor = request.actor;
  if (actor?.kind !== 'api-key') throw new Error('keyActor: not an API key route');
  return actor;
}
