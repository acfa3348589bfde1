import { WEBHOOK_EVENT_DATA, type TWebhookEventData } from '@common/webhooks/events';
import type { TWebhookEventType, TWebhookMode } from '@common/webhooks/schemas';
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
  /**
   * `test`: the fact happened in a test (a test run's call, the test page). Such events are not
   * stored and go to no endpoint: a receiver maps what it gets into a CRM, and a test must change
   * nothing outside. Defaults to `live`.
   */
  mode?: TWebhookMode;
}

/**
 * THE way to emit a webhook event: `emitWebhookEvent(db, type, data, { key })`.
 *
 * Pass the transaction that makes the change (`tx`) when there is one: the outbox row and its
 * deliveries then commit or roll back with the change itself, so an event is neither lost (change
 * committed, event not) nor sent for a change that never happened. A relay queues each delivery
 * as a durable job (deliver-webhook.job.ts) once committed. Returns the event id, or null when no
 * enabled endpoint listens for `type`, the key was already emitted, or the event is a test's.
 */
export async function emitWebhookEvent<T extends TWebhookEventType>(
  db: DbOrTx,
  type: T,
  data: WebhookEventData<T>,
  opts: EmitOptions = {},
): Promise<string | null> {
  // Checked even when not sent, so a test exercises the same schema as the live event.
  const payload = checked(type, data);
  if (opts.mode === 'test') return null;
  const [id] = await db.transaction((tx) =>
    insertOutboxEvents(tx, [{ type, key: opts.key ?? null, payload, at: opts.at }]),
  );
  return id ?? null;
}
