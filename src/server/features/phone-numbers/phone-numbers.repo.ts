import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import type { TAfterHours, TOpeningHours } from '@common/phone-numbers/schemas';
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

/** Changes what is given (campaign, hours, after-hours choice); the row as it is now, or null. */
export async function updatePhoneNumberRow(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<PhoneNumberRow, 'campaignId' | 'hours' | 'afterHours'>>,
): Promise<PhoneNumberRow | null> {
  const [row] = await db
    .update(phoneNumbers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(phoneNumbers.id, id))
    .returning();
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
  /** The number's opening hours (null: always open) and what happens after them. */
  hours: TOpeningHours | null;
  afterHours: TAfterHours;
}

/**
 * An inbound call resolved in ONE query (the architecture's inbound rule): the called number → its
 * campaign, and the caller's E.164 → their lead. This is the one place outside the campaigns
 * feature that reads `leads`, because the answer has to be ready before the agent's first word; it
 * only reads, through leads_phone_idx, so a caller's few leads are ranked, never the table.
 */
export async function resolveInbound(db: DbOrTx, to: string, from: string): Promise<ResolvedInbound | null> {
  const res = await db.execute(sql`
    select pn.id as number_id, pn.campaign_id, pn.hours, pn.after_hours, l.id as lead_id, l.campaign_id as lead_campaign_id
    from phone_numbers pn
    left join lateral (
      select id, campaign_id from leads
      where phone_e164 = ${from}
      order by coalesce(campaign_id = pn.campaign_id, false) desc, updated_at desc, id
      limit 1
    ) l on true
    where pn.phone_number = ${to}`);
  type Row = Record<string, string | null> & { hours: TOpeningHours | string | null };
  const rows = (res as { rows?: Row[] }).rows ?? (res as unknown as Row[]);
  const r = rows[0];
  if (!r) return null;
  return {
    numberId: String(r.number_id),
    campaignId: r.campaign_id ?? null,
    leadId: r.lead_id ?? null,
    leadCampaignId: r.lead_campaign_id ?? null,
    // node-postgres parses jsonb; a driver that hands back text is parsed here.
    hours: typeof r.hours === 'string' ? (JSON.parse(r.hours) as TOpeningHours) : (r.hours ?? null),
    afterHours: (r.after_hours ?? 'callback') as TAfterHours,
  };
}
