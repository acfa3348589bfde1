import type { DbOrTx } from '../../db/tx';
import { insertWebhookEvent, webhookEventExists } from './inbound-events.repo';

/** Records a verified vendor delivery in the caller's transaction; false for a replay. */
export function recordWebhookEvent(
  db: DbOrTx,
  e: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  return insertWebhookEvent(db, e);
}

/** Whether this provider event was recorded before (checked ahead of slow work on a redelivery). */
export function webhookEventSeen(db: DbOrTx, provider: string, eventId: string): Promise<boolean> {
  return webhookEventExists(db, provider, eventId);
}
