import { and, eq } from 'drizzle-orm';
import { cleanDeep } from '@common/text/clean-text';
import type { DbOrTx } from '../../db/tx';
import { webhookEvents } from '../../db/schema';

// The ledger of vendor webhooks received (voice and payment providers). A receiver records the
// provider's event id in the same transaction as its effect, so a redelivery finds it and does
// nothing twice.

/** Stores a verified delivery; false when this provider event was stored before (a replay). */
export async function insertWebhookEvent(
  db: DbOrTx,
  e: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  // Vendor text is cleaned, not refused: PostgreSQL's jsonb can't hold NUL or lone surrogates.
  const rows = await db
    .insert(webhookEvents)
    .values({ ...e, payload: cleanDeep(e.payload).value })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export async function webhookEventExists(db: DbOrTx, provider: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}
