import { and, desc, eq, sql } from 'drizzle-orm';
import { hubspotDeliveries } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type HubspotDeliveryRow = typeof hubspotDeliveries.$inferSelect;
export type NewHubspotDelivery = Pick<
  typeof hubspotDeliveries.$inferInsert,
  'callId' | 'leadId' | 'leadEmail' | 'recordId' | 'mode' | 'status' | 'note' | 'noteTimestamp' | 'properties'
>;

/** The call's delivery row, once: null when the call already has one (a redelivered call.finished). */
export async function insertDelivery(db: DbOrTx, row: NewHubspotDelivery): Promise<HubspotDeliveryRow | null> {
  const [created] = await db.insert(hubspotDeliveries).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Counts an attempt of a pending delivery; null when it is no longer pending (done by an earlier run). */
export async function startAttempt(db: DbOrTx, id: string): Promise<HubspotDeliveryRow | null> {
  const [row] = await db
    .update(hubspotDeliveries)
    .set({ attempts: sql`${hubspotDeliveries.attempts} + 1` })
    .where(and(eq(hubspotDeliveries.id, id), eq(hubspotDeliveries.status, 'pending')))
    .returning();
  return row ?? null;
}

/** What an attempt learnt (the contact, the note) or how it ended; written at once, step by step. */
export async function updateDelivery(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<HubspotDeliveryRow, 'contactId' | 'noteId' | 'status' | 'lastError'>>,
): Promise<void> {
  await db.update(hubspotDeliveries).set(patch).where(eq(hubspotDeliveries.id, id));
}

export async function recentDeliveries(db: DbOrTx, limit: number): Promise<HubspotDeliveryRow[]> {
  return db
    .select()
    .from(hubspotDeliveries)
    .orderBy(desc(hubspotDeliveries.createdAt), desc(hubspotDeliveries.id))
    .limit(limit);
}
