import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Fixed-window hit counters shared by every process on one database: the @fastify/rate-limit
 * store (public wizard limits) and the per-account sign-in failure lock. One row per key; the
 * window restarts when `expires_at` has passed.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
