import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

/**
 * Keys that outside systems send as `Authorization: Bearer`. Only a SHA-256 of the key is kept
 * (the key is 32 random bytes, so a fast hash is as good as a slow one); `prefix` is what the
 * admin list shows. Revoking stamps `revoked_at`: the row stays so the list can say who used what.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_created_idx').on(t.createdAt)],
);

/**
 * The first answer to a request sent with an `Idempotency-Key`, per API key. The row is inserted
 * in the transaction that does the work, so a concurrent retry waits on the unique key and then
 * reads the stored answer instead of doing the work again.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull().default(200),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.idempotencyKey] }),
    index('api_idempotency_created_idx').on(t.createdAt),
  ],
);
