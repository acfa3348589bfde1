import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { inVisibleCampaign, leadEnrichments, leads } from '../../db/schema';

// Reads for /test-enhanced-voice: enriched leads with their enrichment, and the page's stat row.

export type LeadRow = typeof leads.$inferSelect;
export type EnrichmentRow = typeof leadEnrichments.$inferSelect;

const hasPhone = and(isNotNull(leads.phoneE164), ne(leads.phoneE164, ''));
/** The enrichment read the lead's website (Firecrawl or the direct reader), not only its CSV fields. */
const webRead = sql`coalesce((${leadEnrichments.firecrawlData} ->> 'success')::boolean, false)`;

export async function enhancedVoiceStats(db: DbOrTx) {
  const [row] = await db
    .select({
      totalLeads: sql<number>`count(*)::int`,
      enriched: sql<number>`count(*) filter (where ${leads.enrichmentStatus} = 'enriched')::int`,
      withFirecrawl: sql<number>`count(*) filter (where ${leads.enrichmentStatus} = 'enriched' and ${webRead})::int`,
      readyToCall: sql<number>`count(*) filter (where ${leads.enrichmentStatus} = 'enriched' and ${leads.phoneE164} is not null and ${leads.phoneE164} <> '' and ${leads.callStatus} = 'pending')::int`,
    })
    .from(leads)
    .leftJoin(leadEnrichments, eq(leadEnrichments.leadId, leads.id))
    .where(inVisibleCampaign());
  return {
    totalLeads: row?.totalLeads ?? 0,
    enriched: row?.enriched ?? 0,
    withFirecrawl: row?.withFirecrawl ?? 0,
    readyToCall: row?.readyToCall ?? 0,
  };
}

/** Enriched leads having a phone number, newest first. */
export async function enrichedLeadsWithPhone(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ lead: LeadRow; enrichment: EnrichmentRow }>> {
  return db
    .select({ lead: leads, enrichment: leadEnrichments })
    .from(leads)
    .innerJoin(leadEnrichments, eq(leadEnrichments.leadId, leads.id))
    .where(and(eq(leads.enrichmentStatus, 'enriched'), hasPhone))
    .orderBy(desc(leads.createdAt), leads.rowNumber)
    .limit(limit);
}

export async function findEnrichedLead(
  db: DbOrTx,
  leadId: string,
): Promise<{ lead: LeadRow; enrichment: EnrichmentRow | null } | null> {
  const [row] = await db
    .select({ lead: leads, enrichment: leadEnrichments })
    .from(leads)
    .leftJoin(leadEnrichments, eq(leadEnrichments.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  return row ?? null;
}
