import { WEBHOOK_EVENT_DATA, type TWebhookEventData } from '@common/webhooks/events';
import type { TWebhookEventType } from '@common/webhooks/schemas';
import type { DbOrTx } from '../../db/tx';
import { insertOutboxEvents } from './outbox.repo';

/** What an event of type T carries in `data`: its one schema (src/common/webhooks/events.ts). */
export type WebhookEventData<T extends TWebhookEventType> = TWebhookEventData<T>;

/** Parsed before it is stored: a shape that slips past the types (e.g. a bad date) is refused here, not by a receiver. */
const checked = <T extends TWebhookEventType>(type: T, data: WebhookEventData<T>) =>
  WEBHOOK_EVENT_DATA[type].parse(data) as Record<string, unknown>;

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
export async function emitWebhookEvent<T extends TWebhookEventType>(
  db: DbOrTx,
  type: T,
  data: WebhookEventData<T>,
  opts: EmitOptions = {},
): Promise<string | null> {
  const [id] = await db.transaction((tx) =>
    insertOutboxEvents(tx, [{ type, key: opts.key ?? null, payload: checked(type, data), at: opts.at }]),
  );
  return id ?? null;
}
