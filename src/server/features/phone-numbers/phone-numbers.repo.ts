import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { phoneNumbers } from '../../db/schema';

// The only file touching phone_numbers.

export type PhoneNumberRow = typeof phoneNumbers.$inferSelect;

/** The new number's row; null when the number is already in Callcraft. */
export async function insertPhoneNumber(
  db: DbOrTx,
  values: typeof phoneNumbers.$inferInsert,
): Promise<PhoneNumberRow | null> {
  const [row] = await db.insert(phoneNumbers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listPhoneNumberRows(db: DbOrTx): Promise<PhoneNumberRow[]> {
  return db.select().from(phoneNumbers).orderBy(desc(phoneNumbers.createdAt), desc(phoneNumbers.id)).limit(1000);
}

export async function findPhoneNumber(db: DbOrTx, id: string): Promise<PhoneNumberRow | null> {
  const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.id, id)).limit(1);
  return row ?? null;
}

export async function setPhoneNumberCampaign(
  db: DbOrTx,
  id: string,
  campaignId: string | null,
): Promise<PhoneNumberRow | null> {
  const [row] = await db.update(phoneNumbers).set({ campaignId }).where(eq(phoneNumbers.id, id)).returning();
  return row ?? null;
}

/** The deleted number's row; null when there was none. */
export async function deletePhoneNumber(db: DbOrTx, id: string): Promise<PhoneNumberRow | null> {
  const [row] = await db.delete(phoneNumbers).where(eq(phoneNumbers.id, id)).returning();
  return row ?? null;
}

/** The newest other number answering for a campaign (the one to take over its caller ID), or null. */
export async function otherCampaignNumber(db: DbOrTx, campaignId: string, exceptId: string): Promise<string | null> {
  const [row] = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.campaignId, campaignId), ne(phoneNumbers.id, exceptId)))
    .orderBy(desc(phoneNumbers.createdAt), desc(phoneNumbers.id))
    .limit(1);
  return row?.phoneNumber ?? null;
}

export interface ResolvedInbound {
  numberId: string;
  campaignId: string | null;
  /** The caller's lead: of the number's campaign first, else the most recently touched in any campaign. */
  leadId: string | null;
  leadCampaignId: string | null;
}

/**
 * An inbound call resolved in ONE query (the architecture's inbound rule): the called number → its
 * campaign, and the caller's E.164 → their lead. This is the one place outside the campaigns
 * feature that reads `leads`, because the answer has to be ready before the agent's first word; it
 * only reads, through leads_phone_idx, so a caller's few leads are ranked, never the table.
 */
export async function resolveInbound(db: DbOrTx, to: string, from: string): Promise<ResolvedInbound | null> {
  const res = await db.execute(sql`
    select pn.id as number_id, pn.campaign_id, l.id as lead_id, l.campaign_id as lead_campaign_id
    from phone_numbers pn
    left join lateral (
      select id, campaign_id from leads
      where phone_e164 = ${from}
      order by coalesce(campaign_id = pn.campaign_id, false) desc, updated_at desc, id
      limit 1
    ) l on true
    where pn.phone_number = ${to}`);
  const rows =
    (res as { rows?: Record<string, string | null>[] }).rows ?? (res as unknown as Record<string, string | null>[]);
  const r = rows[0];
  if (!r) return null;
  return {
    numberId: String(r.number_id),
    campaignId: r.campaign_id ?? null,
    leadId: r.lead_id ?? null,
    leadCampaignId: r.lead_campaign_id ?? null,
  };
}
