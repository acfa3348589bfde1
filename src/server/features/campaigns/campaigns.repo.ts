import { and, asc, count, eq, exists, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/tx';
import { POSITIVE_DISPOSITIONS } from '@common/outreach/figures';
import { campaigns, leads, visibleCampaign } from '../../db/schema';

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
  /** Absent: none (leads added by hand). */
  hubspotRecordId?: string | null;
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

// Card counts are aggregated from rows, never stored, by the definitions of
// common/outreach/figures.ts, each counted once per lead: processed = leads with a live campaign
// call that reached the provider; successful = leads whose latest read call was answered with a
// positive disposition (the Results tab and its export read the same latest outcome); failed =
// dialled leads whose every call failed. So successful and failed never exceed processed.
// Two outcomes written in one clock tick (the embedded database's clock counts milliseconds)
// are told apart by call id, so the cards, Results and the export all pick the same one.
const positiveList = sql.join(
  POSITIVE_DISPOSITIONS.map((d) => sql`${d}`),
  sql`, `,
);
const countsSql = sql`
  select c.id, c.name, c.status, c.source, c.created_at as "createdAt",
    c.archived_at as "archivedAt",
    coalesce(l.total, 0)::int as "totalLeads", coalesce(k.processed, 0)::int as "processedLeads",
    coalesce(s.successful, 0)::int as "successfulCalls", coalesce(k.failed, 0)::int as "failedCalls"
  from campaigns c
  left join lateral (select count(*) as total from leads where campaign_id = c.id) l on true
  left join lateral (
    select count(*) filter (where dialled) as processed, count(*) filter (where dialled and not reached and bad) as failed
    from (
      select bool_or(x.provider_call_id is not null) as dialled, bool_or(x.status = 'failed') as bad,
        bool_or(x.status in ('completed', 'left-voicemail')) as reached
      from calls x join leads ld on ld.id = x.lead_id
      where ld.campaign_id = c.id and x.purpose = 'campaign'
      group by x.lead_id
    ) per_lead
  ) k on true
  left join lateral (
    select count(*) filter (where ok) as successful
    from (
      select distinct on (o.lead_id)
        x.status = 'completed' and lower(coalesce(o.override_disposition, o.disposition)) in (${positiveList}) as ok
      from call_outcomes o join calls x on x.id = o.call_id join leads ld on ld.id = o.lead_id
      where o.campaign_id = c.id and ld.campaign_id = c.id and x.purpose = 'campaign'
      order by o.lead_id, o.created_at desc, o.call_id desc
    ) latest
  ) s on true`;

export async function listCampaignsWithCounts(db: DbOrTx, includeArchived = false): Promise<CampaignWithCounts[]> {
  // A campaign still importing is nobody's to see until its last lead is written.
  const where = includeArchived
    ? sql`where c.status <> 'importing'`
    : sql`where c.status <> 'importing' and c.archived_at is null`;
  const res = await db.execute(sql`${countsSql} ${where} order by c.created_at desc, c.id`);
  return rowsOf<CampaignWithCounts>(res);
}

export async function findCampaignWithCounts(db: DbOrTx, id: string): Promise<CampaignWithCounts | null> {
  const res = await db.execute(sql`${countsSql} where c.id = ${id}::uuid and c.status <> 'importing'`);
  return rowsOf<CampaignWithCounts>(res)[0] ?? null;
}

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(visibleCampaign(id)).limit(1);
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
      region: leads.region,
      postalCode: leads.postalCode,
      agentPrompt: leads.agentPrompt,
    })
    .from(leads)
    .where(leadId ? and(eq(leads.campaignId, campaignId), eq(leads.id, leadId)) : eq(leads.campaignId, campaignId))
    // The first by file row, as the settings preview picks it (a whole import shares one created_at).
    .orderBy(asc(leads.rowNumber), asc(leads.id))
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

/**
 * Leads of a campaign whose number is also a lead of another campaign that is running (active or
 * paused): the import warns, since the cross-campaign cap calls such a number once a day.
 */
export async function countLeadsSharedWithRunningCampaigns(db: DbOrTx, campaignId: string): Promise<number> {
  const other = alias(leads, 'other');
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.campaignId, campaignId),
        isNotNull(leads.phoneE164),
        exists(
          db
            .select({ one: sql`1` })
            .from(other)
            .innerJoin(campaigns, eq(campaigns.id, other.campaignId))
            .where(
              and(
                eq(other.phoneE164, leads.phoneE164),
                ne(other.campaignId, campaignId),
                inArray(campaigns.status, ['active', 'paused']),
              ),
            ),
        ),
      ),
    );
  return row?.n ?? 0;
}
