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

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(ctx, `${this.prefix}${key}`, timeWindow).then(
        (s) => callback(null, { current: s.count, ttl: Math.max(0, s.expiresAt.getTime() - Date.now()) }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = Array.isArray(routeOptions.method) ? routeOptions.method.join(',') : (routeOptions.method ?? '');
      return new DatabaseStore(undefined, `http:${method}:${routeOptions.url ?? routeOptions.path ?? ''}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
