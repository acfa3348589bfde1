import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATES, type TDeliveryState } from '@common/webhooks/schemas';
import { createdAt, id, oneOf, ts, updatedAt } from './columns';

/**
 * Endpoints the admin registered for signed webhooks out. The secret signs every
 * delivery, so it is kept readable; the API shows it once (on create and on rotate). After a
 * rotation the previous secret also signs for a day, so receivers can switch without a gap.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: ts('previous_secret_expires_at'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The outbox: one row per event, written in the transaction of the change it reports, with a
 * delivery row per subscribed endpoint. `key` makes a repeated emit of the same fact a no-op.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: id(),
    type: text('type').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_outbox_key_idx').on(t.key), index('webhook_outbox_created_idx').on(t.createdAt)],
);

/**
 * One event to one endpoint: unique per (endpoint, event), so the event is sent there once however
 * often it is emitted or queued. `queuedAttempt` is the attempt a job was queued for; the relay
 * queues the next one when it is due and none is (status pending, queuedAttempt = attempts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookOutbox.id, { onDelete: 'cascade' }),
    // pending: an attempt is due or queued; failed: retries gave up.
    status: text('status').$type<TDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    queuedAttempt: integer('queued_attempt').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').defaultNow(),
    // Retries stop once an attempt fails this long after the schedule started (creation or a manual redeliver).
    scheduleStartedAt: ts('schedule_started_at').defaultNow().notNull(),
    lastResponseCode: integer('last_response_code'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('webhook_deliveries_status_ck', t.status, DELIVERY_STATES),
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
  ],
);

/** Every attempt at a delivery: what the receiver answered and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    manual: boolean('manual').notNull().default(false),
    ok: boolean('ok').notNull(),
    responseCode: integer('response_code'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    nextRetryAt: ts('next_retry_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_attempt_idx').on(t.deliveryId, t.attempt)],
);
