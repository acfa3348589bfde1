import type { TLead, TLeadListQuery, TLeadPage, TLeadSortField } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { countLeads, findCampaign, findLeadsPage, type LeadListRow } from './campaigns.repo';

export const toLead = (l: LeadListRow): TLead => ({
  id: l.id,
  campaignId: l.campaignId,
  rowNumber: l.rowNumber,
  email: l.email,
  firstName: l.firstName,
  lastName: l.lastName,
  phoneNumber: l.phoneNumber,
  phoneE164: l.phoneE164,
  companyName: l.companyName,
  website: l.website,
  industry: l.industry,
  timezone: l.timezone,
  enrichmentStatus: l.enrichmentStatus as TLead['enrichmentStatus'],
  callStatus: l.callStatus as TLead['callStatus'],
  voiceClone: l.voiceClone,
  createdAt: l.createdAt.toISOString(),
});

// A campaign's leads are all written with it, in one transaction, and only leave with it, so its
// unfiltered lead count doesn't change while it exists. Counting 100k rows on every page (~20 ms
// on the embedded database, which runs one query at a time) would dominate the list's cost, so the
// unsearched total is remembered briefly; searches are always counted.
const TOTAL_TTL_MS = 10_000;
const totals = new Map<string, { n: number; at: number }>();

async function campaignTotal(ctx: AppContext, campaignId: string): Promise<number> {
  const now = Date.now();
  const hit = totals.get(campaignId);
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.n;
  const n = await countLeads(ctx.db, { campaignId });
  if (totals.size > 1000) totals.clear();
  totals.set(campaignId, { n, at: now });
  return n;
}

/**
 * One page of leads, sorted and searched in the database (a campaign may hold 100k leads), with
 * the total matching the search. Without campaignId: leads of every campaign (GET /api/admin/leads).
 */
export async function listLeads(ctx: AppContext, query: TLeadListQuery & { campaignId?: string }): Promise<TLeadPage> {
  const descending = query.sort.startsWith('-');
  const sort = query.sort.replace(/^-/, '') as TLeadSortField;
  const where = { campaignId: query.campaignId, q: query.q || undefined };
  const rows = await findLeadsPage(ctx.db, { ...where, sort, descending, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  // Leads only exist inside their campaign, so a page with leads proves the campaign exists; only
  // an empty page costs the extra lookup that tells "no such campaign" from "no leads here".
  if (query.campaignId && rows.length === 0 && !(await findCampaign(ctx.db, query.campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const total = where.campaignId && !where.q ? await campaignTotal(ctx, where.campaignId) : await countLeads(ctx.db, where);
  return { items: rows.map(toLead), total, page: query.page, pageSize: query.pageSize };
}
