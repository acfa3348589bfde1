import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppContext } from '../../context';
import { countHit } from './counters';

/**
 * A store for @fastify/rate-limit that counts in the database, so N web processes on one
 * PostgreSQL together allow each route's configured number, not N times it. Each route gets its
 * own key space (as the plugin's in-memory store gives each route its own cache).
 */
export function databaseRateLimitStore(ctx: Pick<AppContext, 'db' | 'logger'>): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'http:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(ctx, `${this.prefix}${key}`, timeWindow).then(
        (s) => callback(null, { current: s.count, ttl: Math.max(0, s.expiresAt.getTime() - Date.now()) }),
        (err: Error) => callback(err),
      );
    }

    // The plugin hands child() the route's merged rate-limit settings, with the route itself under
    // `routeInfo` (not at the top level): without it every route would share one counter per client.
    // (its typings say the route options; at run time they arrive as routeInfo).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      type Route = { method?: string | string[]; url?: string; path?: string };
      const route: Route = (routeOptions as { routeInfo?: Route }).routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseStore(undefined, `http:${method}:${route.url ?? route.path ?? ''}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
