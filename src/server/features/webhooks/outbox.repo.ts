import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, webhookOutbox } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type OutboxRow = typeof webhookOutbox.$inferSelect;

export interface OutboxEvent {
  type: string;
  key: string | null;
  payload: Record<string, unknown>;
  at?: Date;
}

/**
 * Writes events to the outbox and a delivery per enabled endpoint subscribed to each event's type,
 * all on `db` (the caller's transaction when it has one). An event whose key is already in the
 * outbox is skipped, so emitting the same fact twice sends it once. Returns the new events' ids.
 */
export async function insertOutboxEvents(db: DbOrTx, events: OutboxEvent[]): Promise<string[]> {
  if (!events.length) return [];
  const types = [...new Set(events.map((e) => e.type))];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayOverlaps(webhookEndpoints.events, types)));
  // Nobody listens: nothing to keep (a later subscriber gets events from its registration on).
  const wanted = events.filter((e) => endpoints.some((ep) => ep.events.includes(e.type)));
  if (!wanted.length) return [];
  const inserted = await db
    .insert(webhookOutbox)
    .values(wanted.map((e) => ({ type: e.type, key: e.key, payload: e.payload, ...(e.at ? { createdAt: e.at } : {}) })))
    .onConflictDoNothing()
    .returning({ id: webhookOutbox.id, type: webhookOutbox.type });
  const deliveries = inserted.flatMap((ev) =>
    endpoints
      .filter((ep) => ep.events.includes(ev.type))
      .map((ep) => ({ endpointId: ep.id, eventId: ev.id, nextAttemptAt: null })),
  );
  if (deliveries.length) await db.insert(webhookDeliveries).values(deliveries).onConflictDoNothing();
  return inserted.map((e) => e.id);
}
