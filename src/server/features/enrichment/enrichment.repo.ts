import { and, count, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { TEnrichmentStats } from '@common/enrichment/schemas';
import type { DbOrTx } from '../../db/tx';
import { campaigns, capturedPages, leadEnrichments, leads, visibleCampaign } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;
export type EnrichmentRow = typeof leadEnrichments.$inferSelect;

export interface EnrichScope {
  campaignId: string;
  /** Only these leads; every lead of the campaign when absent. */
  leadIds?: string[];
}

const inScope = (s: EnrichScope) =>
  and(eq(leads.campaignId, s.campaignId), s.leadIds ? inArray(leads.id, s.leadIds) : undefined);

export async function findLead(db: DbOrTx, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

export async function campaignExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(visibleCampaign(id)).limit(1);
  return Boolean(row);
}

export async function findEnrichment(db: DbOrTx, leadId: string): Promise<EnrichmentRow | null> {
  const [row] = await db.select().from(leadEnrichments).where(eq(leadEnrichments.leadId, leadId)).limit(1);
  return row ?? null;
}

export async function countByStatus(db: DbOrTx, scope: EnrichScope): Promise<TEnrichmentStats> {
  const rows = await db
    .select({ status: leads.enrichmentStatus, n: count() })
    .from(leads)
    .where(inScope(scope))
    .groupBy(leads.enrichmentStatus);
  const stats: TEnrichmentStats = {
    total: 0,
    pending: 0,
    processing: 0,
    enriched: 0,
    fromWebsite: 0,
    csvOnly: 0,
    failed: 0,
  };
  for (const r of rows) {
    stats.total += r.n;
    if (r.status in stats) stats[r.status as keyof TEnrichmentStats] += r.n;
  }
  if (stats.enriched > 0) {
    // The enrichment keeps its basis beside the web data ('website' when a page was read).
    const [w] = await db
      .select({ n: count() })
      .from(leads)
      .innerJoin(leadEnrichments, eq(leadEnrichments.leadId, leads.id))
      .where(
        and(
          inScope(scope),
          eq(leads.enrichmentStatus, 'enriched'),
          sql`${leadEnrichments.firecrawlData}->>'basis' = 'website'`,
        ),
      );
    stats.fromWebsite = w?.n ?? 0;
  }
  stats.csvOnly = stats.enriched - stats.fromWebsite;
  return stats;
}

/**
 * Takes the next lead of the scope for enrichment: a pending one, or one left in processing longer
 * than `staleBefore` (its worker died). SKIP LOCKED lets concurrent claimers pass each other, and
 * the status test in the outer update means a lead is handed to one claimer only. No ORDER BY:
 * the (campaign, status) index answers LIMIT 1 at once even with 100k pending leads. `id = (…)`,
 * not `id in (…)`: Postgres may run an IN subquery as a join and update more than one row.
 */
export async function claimNextLead(db: DbOrTx, scope: EnrichScope, staleBefore: Date): Promise<LeadRow | null> {
  const claimable = or(
    eq(leads.enrichmentStatus, 'pending'),
    and(eq(leads.enrichmentStatus, 'processing'), lt(leads.updatedAt, staleBefore)),
  );
  const next = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(inScope(scope), claimable))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(leads)
    .set({ enrichmentStatus: 'processing', updatedAt: new Date() })
    .where(and(sql`${leads.id} = (${next})`, claimable))
    .returning();
  return row ?? null;
}

export interface EnrichmentToSave {
  leadId: string;
  companyName: string;
  industry: string;
  ownerName: string;
  gptAnalysis: Record<string, unknown>;
  firecrawlData: Record<string, unknown>;
  mode: string;
  agentPrompt: string;
  notes: string;
}

/**
 * Writes the enrichment and marks the lead enriched, together. Only a lead still in processing is
 * finished, and the enrichment row is inserted only if none exists: a lead is enriched once even
 * if two workers raced to it. Answers false when this worker lost the lead.
 */
export async function saveEnrichment(db: DbOrTx, e: EnrichmentToSave): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const done = await tx
        .update(leads)
        .set({ enrichmentStatus: 'enriched', agentPrompt: e.agentPrompt, notes: e.notes })
        .where(and(eq(leads.id, e.leadId), eq(leads.enrichmentStatus, 'processing')))
        .returning({ id: leads.id });
      if (done.length === 0) return false;
      const inserted = await tx
        .insert(leadEnrichments)
        .values({
          leadId: e.leadId,
          companyName: e.companyName,
          industry: e.industry,
          ownerName: e.ownerName,
          gptAnalysis: e.gptAnalysis,
          firecrawlData: e.firecrawlData,
          mode: e.mode,
        })
        .onConflictDoNothing()
        .returning({ leadId: leadEnrichments.leadId });
      if (inserted.length === 0) tx.rollback();
      return true;
    })
    .catch((err: unknown) => {
      // drizzle's rollback() throws to unwind the transaction: the lead already had an enrichment.
      if (err instanceof Error && err.name === 'TransactionRollbackError') return false;
      throw err;
    });
}

/** Marks a lead failed with the reason in its notes and a fallback prompt (only if this worker still holds it). */
export async function markFailed(db: DbOrTx, leadId: string, notes: string, agentPrompt: string): Promise<void> {
  await db
    .update(leads)
    .set({ enrichmentStatus: 'failed', notes, agentPrompt })
    .where(and(eq(leads.id, leadId), eq(leads.enrichmentStatus, 'processing')));
}

/** Leads a dead process left in processing go back to pending (embedded database: one process only). */
export async function releaseAllProcessing(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(leads)
    .set({ enrichmentStatus: 'pending' })
    .where(eq(leads.enrichmentStatus, 'processing'))
    .returning({ id: leads.id });
  return rows.length;
}

/** The pages the website analysis captured for a site (its text feeds the business analysis). */
export async function findSitePages(
  db: DbOrTx,
  siteUrl: string,
  limit: number,
): Promise<{ url: string; title: string; text: string }[]> {
  return db
    .select({ url: capturedPages.url, title: capturedPages.title, text: capturedPages.text })
    .from(capturedPages)
    .where(eq(capturedPages.siteUrl, siteUrl))
    .orderBy(sql`length(${capturedPages.url})`, capturedPages.url)
    .limit(limit);
}

/** A campaign's leads with what enrichment added, in file order (the AI Upload preview and CSV). */
export async function findEnrichedRows(db: DbOrTx, campaignId: string, limit?: number) {
  const q = db
    .select({
      companyName: leads.companyName,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phoneNumber: leads.phoneNumber,
      website: leads.website,
      leadIndustry: leads.industry,
      industry: leadEnrichments.industry,
      status: leads.enrichmentStatus,
      notes: leads.notes,
      agentPrompt: leads.agentPrompt,
    })
    .from(leads)
    .leftJoin(leadEnrichments, eq(leadEnrichments.leadId, leads.id))
    .where(eq(leads.campaignId, campaignId))
    .orderBy(sql`${leads.rowNumber} nulls last`, leads.id);
  return limit ? q.limit(limit) : q;
}

export async function leadIdsOf(db: DbOrTx, campaignId: string): Promise<string[]> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.campaignId, campaignId));
  return rows.map((r) => r.id);
}
