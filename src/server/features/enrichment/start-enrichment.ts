import { LEAD_BULK_MSG, type TLeadBulkEnrichResponse } from '@common/campaigns/lead-edit';
import type { TEnrichJobResponse } from '@common/enrichment/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { enrichLeadsJob } from './enrich-leads.job';
import { campaignExists, countByStatus, findLead } from './enrichment.repo';

/**
 * The one way in to enrichment: queues the batch job for the campaign's pending leads (or the
 * listed ones, all of which must be in the campaign). Only pending leads are queued, and the job
 * claims each lead before enriching it, so asking twice never enriches a lead twice.
 */
export async function queueEnrichment(
  ctx: AppContext,
  campaignId: string,
  leadIds?: string[],
): Promise<TLeadBulkEnrichResponse> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const stats = await countByStatus(ctx.db, { campaignId, leadIds });
  if (leadIds && stats.total !== new Set(leadIds).size) throw new AppError('VALIDATION', LEAD_BULK_MSG.otherCampaign);
  if (stats.pending === 0) return { queued: 0, jobId: null };
  const jobId = await ctx.jobs.send(enrichLeadsJob, { campaignId, leadIds, total: stats.pending });
  return { queued: stats.pending, jobId };
}

/** POST /api/admin/campaigns/{id}/enrich: queues the batch job and answers its id at once. */
export async function startCampaignEnrichment(
  ctx: AppContext,
  campaignId: string,
  leadIds?: string[],
): Promise<TEnrichJobResponse> {
  const { jobId } = await queueEnrichment(ctx, campaignId, leadIds);
  if (!jobId) throw new AppError('CONFLICT', 'No pending leads to enrich');
  return { jobId };
}

/** POST /api/admin/leads/{id}/enrich: the same job for one pending lead. */
export async function startLeadEnrichment(ctx: AppContext, leadId: string): Promise<TEnrichJobResponse> {
  const lead = await findLead(ctx.db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  if (lead.enrichmentStatus !== 'pending')
    throw new AppError('CONFLICT', `This lead is ${lead.enrichmentStatus}, not pending`);
  const jobId = await ctx.jobs.send(enrichLeadsJob, { campaignId: lead.campaignId, leadIds: [lead.id], total: 1 });
  return { jobId };
}
