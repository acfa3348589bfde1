import { ZEnrichment, type TLeadEnrichmentResponse } from '@common/enrichment/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findEnrichment, findLead } from './enrichment.repo';

/** GET /api/admin/leads/{id}/enrichment: the lead's status, notes and enrichment (null until enriched). */
export async function getLeadEnrichment(ctx: AppContext, leadId: string): Promise<TLeadEnrichmentResponse> {
  const lead = await findLead(ctx.db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  const row = await findEnrichment(ctx.db, leadId);
  let enrichment = null;
  if (row) {
    const { basis, note, ...firecrawlData } = row.firecrawlData as Record<string, unknown>;
    const parsed = ZEnrichment.safeParse({
      companyName: row.companyName,
      industry: row.industry,
      ownerName: row.ownerName,
      gptAnalysis: row.gptAnalysis,
      firecrawlData,
      mode: row.mode,
      basis: basis ?? 'website',
      note: note ?? '',
      agentPrompt: lead.agentPrompt ?? '',
    });
    if (!parsed.success)
      ctx.logger.warn({ leadId, issues: parsed.error.issues }, 'stored enrichment does not match its schema');
    enrichment = parsed.success ? parsed.data : null;
  }
  return {
    leadId,
    enrichmentStatus: lead.enrichmentStatus as TLeadEnrichmentResponse['enrichmentStatus'],
    notes: lead.notes,
    enrichment,
  };
}
