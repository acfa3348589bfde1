import {
  ENRICHED_CSV_COLUMNS,
  type TAiUploadRequest,
  type TAiUploadResponse,
  type TEnrichedRow,
} from '@common/enrichment/schemas';
import { ZAiUploadRequest } from '@common/enrichment/schemas';
import { toCsv } from '@common/campaigns/csv-write';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { createCampaignWithLeads } from '../campaigns/create-campaign-with-leads';
import { enrichLeadsJob } from './enrich-leads.job';
import { findEnrichedRows, leadIdsOf } from './enrichment.repo';

/**
 * POST /api/admin/campaigns/ai-upload: the AI Upload's rows become an ai-csv campaign (the
 * campaigns use-case: same row rules, one transaction), then one durable batch job enriches them,
 * instead of the spec's one-at-a-time loop with 500 ms pauses. The browser follows the job's SSE.
 */
export async function aiUpload(
  ctx: AppContext,
  input: TAiUploadRequest,
  user: AdminUser | null,
): Promise<TAiUploadResponse> {
  const { name, rows } = ZAiUploadRequest.parse(input);
  const leads = rows.map((r) => {
    const [firstName = '', ...rest] = r.contact_name.trim().split(/\s+/);
    return {
      email: r.email,
      firstName,
      lastName: rest.join(' '),
      companyName: r.company,
      phoneNumber: r.phone,
      website: r.website,
    };
  });
  const created = await createCampaignWithLeads(ctx, { name, source: 'ai-csv', leads, createdBy: user?.id ?? null });
  const leadIds = await leadIdsOf(ctx.db, created.campaignId);
  const jobId = await ctx.jobs.send(enrichLeadsJob, { campaignId: created.campaignId, leadIds, total: leadIds.length });
  return { campaignId: created.campaignId, leadCount: created.leadCount, jobId };
}

export async function enrichedRows(ctx: AppContext, campaignId: string, limit?: number): Promise<TEnrichedRow[]> {
  const rows = await findEnrichedRows(ctx.db, campaignId, limit);
  return rows.map((r) => ({
    company: r.companyName,
    contact_name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone: r.phoneNumber,
    website: r.website,
    industry: r.industry ?? r.leadIndustry,
    status: r.status,
    notes: r.notes,
    agent_prompt: r.agentPrompt ?? '',
  }));
}

/** The Download Enriched CSV file: every lead, notes and agent prompt added, formula cells neutralised. */
export async function enrichedCsv(ctx: AppContext, campaignId: string): Promise<string> {
  const rows = await enrichedRows(ctx, campaignId);
  return toCsv(
    [...ENRICHED_CSV_COLUMNS],
    rows.map((r) => ENRICHED_CSV_COLUMNS.map((c) => r[c])),
  );
}
