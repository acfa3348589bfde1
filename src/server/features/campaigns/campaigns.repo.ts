import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { campaigns, leads } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;

/** A lead ready to be written: validated, phone normalised. */
export interface LeadToInsert {
  rowNumber: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  phoneE164: string | null;
  phoneColumn: string | null;
  companyName: string;
  website: string;
  industry: string;
  timezone: string | null;
  region: string | null;
  postalCode: string | null;
  consent: string | null;
  consentDate: string | null;
  consentSource: string | null;
}

export interface CampaignWithCounts {
  id: string;
  name: string;
  status: string;
  source: string;
  createdAt: Date;
  archivedAt: Date | null;
  totalLeads: number;
  processedLeads: number;
  successfulCalls: number;
  failedCalls: number;
}

// Card counts are aggregated from rows, never stored. Processed = leads dispatched (call status
// moved on from pending); successful = leads with a completed campaign call (as the dashboard's
// Successful Calls); failed = leads whose campaign calls failed and none completed.
const countsSql = sql`
  select c.id, c.name, c.status, c.source, c.created_at as "createdAt",
    c.archived_at as "archivedAt",
    coalesce(l.total, 0)::int as "totalLeads", coalesce(l.processed, 0)::int as "processedLeads",
    coalesce(k.successful, 0)::int as "successfulCalls", coalesce(k.failed, 0)::int as "failedCalls"
  from campaigns c
  left join lateral (
    select count(*) as total, count(*) filter (where call_status <> 'pending') as processed
    from leads where campaign_id = c.id
  ) l on true
  left join lateral (
    select count(*) filter (where ok) as successful, count(*) filter (where not ok and bad) as failed
    from (
      select bool_or(x.status = 'completed') as ok, bool_or(x.status = 'failed') as bad
      from calls x join leads ld on ld.id = x.lead_id
      where ld.campaign_id = c.id and x.purpose = 'campaign'
      group by x.lead_id
    ) per_lead
  ) k on true`;

export async function listCampaignsWithCounts(db: DbOrTx, includeArchived = false): Promise<CampaignWithCounts[]> {
  const where = includeArchived ? sql`` : sql`where c.archived_at is null`;
  const res = await db.execute(sql`${countsSql} ${where} order by c.created_at desc, c.id`);
  return rowsOf<CampaignWithCounts>(res);
}

export async function findCampaignWithCounts(db: DbOrTx, id: string): Promise<CampaignWithCounts | null> {
  const res = await db.execute(sql`${countsSql} where c.id = ${id}::uuid`);
  return rowsOf<CampaignWithCounts>(res)[0] ?? null;
}

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

function rowsOf<T>(res: unknown): T[] {
  const rows = (res as { rows: Record<string, unknown>[] }).rows;
  return rows.map(
    (r) =>
      ({
        ...r,
        createdAt: new Date(r.createdAt as string),
        ...('archivedAt' in r ? { archivedAt: r.archivedAt ? new Date(r.archivedAt as string) : null } : {}),
      }) as T,
  );
}

/** Leads whose typed phone could not be read as a number (phone_e164 null): they are never dialled. */
export async function findUnreadablePhones(
  db: DbOrTx,
  campaignId: string,
): Promise<{ rowNumber: number | null; email: string; companyName: string; phoneNumber: string }[]> {
  return db
    .select({
      rowNumber: leads.rowNumber,
      email: leads.email,
      companyName: leads.companyName,
      phoneNumber: leads.phoneNumber,
    })
    .from(leads)
    .where(
      and(eq(leads.campaignId, campaignId), sql`${leads.phoneE164} is null`, sql`btrim(${leads.phoneNumber}) <> ''`),
    )
    .orderBy(asc(leads.rowNumber));
}

/** One lead of a campaign (the given one, else its first): what a conversation with it needs. */
export async function findCampaignLead(db: DbOrTx, campaignId: string, leadId: string | null) {
  const [row] = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      companyName: leads.companyName,
      website: leads.website,
      industry: leads.industry,
      phoneNumber: leads.phoneNumber,
      phoneE164: leads.phoneE164,
      timezone: leads.timezone,
      agentPrompt: leads.agentPrompt,
    })
    .from(leads)
    .where(leadId ? and(eq(leads.campaignId, campaignId), eq(leads.id, leadId)) : eq(leads.campaignId, campaignId))
    .orderBy(asc(leads.createdAt))
    .limit(1);
  return row ?? null;
}

/** The campaign's first lead by file row: the sample its settings preview renders a prompt for. */
export async function findSampleLead(db: DbOrTx, campaignId: string): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(eq(leads.campaignId, campaignId))
    .orderBy(asc(leads.rowNumber))
    .limit(1);
  return row ?? null;
}
