import type { TLead, TLeadListQuery, TLeadPage, TLeadSortField } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { countLeads, findCampaign, findLeadsPage, type LeadRow } from './campaigns.repo';

export const toLead = (l: LeadRow): TLead => ({
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

/**
 * One page of leads, sorted and searched in the database (a campaign may hold 100k leads), with
 * the total matching the search. Without campaignId: leads of every campaign (GET /api/admin/leads).
 */
export async function listLeads(ctx: AppContext, query: TLeadListQuery & { campaignId?: string }): Promise<TLeadPage> {
  if (query.campaignId && !(await findCampaign(ctx.db, query.campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const descending = query.sort.startsWith('-');
  const sort = query.sort.replace(/^-/, '') as TLeadSortField;
  const where = { campaignId: query.campaignId, q: query.q || undefined };
  const [rows, total] = await Promise.all([
    findLeadsPage(ctx.db, { ...where, sort, descending, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countLeads(ctx.db, where),
  ]);
  return { items: rows.map(toLead), total, page: query.page, pageSize: query.pageSize };
}
