import type { TWebhookEventType } from '@common/webhooks/schemas';
import type { DbOrTx } from '../../db/tx';
import { insertOutboxEvents } from './outbox.repo';

/** What an event carries in `data`: plain JSON. Each emitter adds what it knows (ids first). */
export type WebhookEventData = Record<string, unknown>;

export interface EmitOptions {
  /**
   * The fact this event reports, e.g. `call.completed:<callId>`: an event with a key already in
   * the outbox is not written again, so a repeated or retried emit never sends a duplicate.
   */
  key?: string;
  /** When the fact happened (defaults to the database's now()). */
  at?: Date;
}

/**
 * THE way to emit a webhook event: `emitWebhookEvent(db, type, data, { key })`.
 *
 * Pass the transaction that makes the change (`tx`) when there is one: the outbox row and its
 * deliveries then commit or roll back with the change itself, so an event is neither lost (change
 * committed, event not) nor sent for a change that never happened. A relay queues each delivery
 * as a durable job (deliver-webhook.job.ts) once committed. Returns the event id, or null when no
 * enabled endpoint listens for `type` or the key was already emitted.
 */
export async function emitWebhookEvent(
  db: DbOrTx,
  type: TWebhookEventType,
  data: WebhookEventData,
  opts: EmitOptions = {},
): Promise<string | null> {
  const [id] = await db.transaction((tx) =>
    insertOutboxEvents(tx, [{ type, key: opts.key ?? null, payload: data, at: opts.at }]),
  );
  return id ?? null;
}

/** Several events of one type at once (one query per table): for callers that settle rows in batches. */
export async function emitWebhookEvents(
  db: DbOrTx,
  type: TWebhookEventType,
  events: Array<{ data: WebhookEventData; key?: string }>,
): Promise<string[]> {
  if (!events.length) return [];
  return db.transaction((tx) =>
    insertOutboxEvents(
      tx,
      events.map((e) => ({ type, key: e.key ?? null, payload: e.data })),
    ),
  );
}
