import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { campaigns, leads } from '../../db/schema';
import type { LeadRow } from './campaigns.repo';

// One lead added, changed or removed by hand (the Campaigns tab's lead form), and a campaign's
// own row: its name, archive mark, and removal.

export type LeadFields = Pick<
  LeadRow,
  'email' | 'firstName' | 'lastName' | 'companyName' | 'phoneNumber' | 'phoneE164' | 'website' | 'industry' | 'timezone'
>;

export async function findLead(db: DbOrTx, id: string, lock = false): Promise<LeadRow | null> {
  const q = db.select().from(leads).where(eq(leads.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Another lead of the campaign with this number or address (any case), for the duplicate refusal. */
export async function findTwin(
  db: DbOrTx,
  campaignId: string,
  by: { phoneE164?: string | null; email?: string },
  exceptId: string | null,
): Promise<LeadRow | null> {
  const match = by.phoneE164
    ? eq(leads.phoneE164, by.phoneE164)
    : by.email
      ? sql`lower(${leads.email}) = lower(${by.email})`
      : null;
  if (!match) return null;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.campaignId, campaignId), match, exceptId ? ne(leads.id, exceptId) : undefined))
    .limit(1);
  return row ?? null;
}

/** A lead typed by hand: row number after the campaign's last, so the list's row order keeps it last. */
export async function insertLead(db: DbOrTx, campaignId: string, f: LeadFields): Promise<string> {
  const [row] = await db
    .insert(leads)
    .values({
      campaignId,
      ...f,
      rowNumber: sql`(select coalesce(max(row_number), 1) + 1 from leads where campaign_id = ${campaignId}::uuid)`,
    })
    .returning({ id: leads.id });
  return row.id;
}

export async function updateLeadRow(db: DbOrTx, id: string, f: Partial<LeadFields>): Promise<void> {
  await db
    .update(leads)
    .set({ ...f, updatedAt: sql`now()` })
    .where(eq(leads.id, id));
}

/** Removes the lead; its enrichment and meeting prep go with it (cascade), its calls stay. */
export async function deleteLeadRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(leads).where(eq(leads.id, id));
}

export async function setCampaignName(db: DbOrTx, id: string, name: string): Promise<void> {
  await db
    .update(campaigns)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

export async function setCampaignArchived(db: DbOrTx, id: string, archived: boolean): Promise<void> {
  await db
    .update(campaigns)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

/** Removes the campaign; its leads, enrichment, settings and simulations go with it (cascade). */
export async function deleteCampaignRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** The leads of these ids that exist, locked for the bulk action's transaction. */
export function findLeadsForUpdate(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: leads.id, campaignId: leads.campaignId, callStatus: leads.callStatus, phoneE164: leads.phoneE164 })
    .from(leads)
    .where(inArray(leads.id, ids))
    .for('update');
}

export async function deleteLeadRows(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(leads).where(inArray(leads.id, ids));
}

/**
 * The campaign's voice changed: leads still to be called that carry the old campaign voice take
 * the new one (a voice given to a lead on its own stays, as do leads already called).
 */
export async function replacePendingLeadVoice(db: DbOrTx, campaignId: string, from: string, to: string): Promise<void> {
  await db
    .update(leads)
    .set({ voiceClone: to })
    .where(and(eq(leads.campaignId, campaignId), eq(leads.voiceClone, from), eq(leads.callStatus, 'pending')));
}
