import {
  LEAD_COUNT_BOUND,
  type TLead,
  type TLeadListQuery,
  type TLeadPage,
  type TLeadSortField,
} from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findCampaign } from './campaigns.repo';
import { countLeadsBounded, findLeadsPage, type LeadListRow } from './lead-list.repo';

export const toLead = (l: LeadListRow): TLead => ({
  id: l.id,
  campaignId: l.campaignId,
  rowNumber: l.rowNumber,
  email: l.email,
  firstName: l.firstName,
  lastName: l.lastName,
  phoneNumber: l.phoneNumber,
  phoneE164: l.phoneE164,
  phoneColumn: l.phoneColumn,
  companyName: l.companyName,
  website: l.website,
  industry: l.industry,
  timezone: l.timezone,
  enrichmentStatus: l.enrichmentStatus as TLead['enrichmentStatus'],
  callStatus: l.callStatus as TLead['callStatus'],
  nextCallAt: l.nextCallAt?.toISOString() ?? null,
  voiceClone: l.voiceClone,
  createdAt: l.createdAt.toISOString(),
});

// A search's count stops at LEAD_COUNT_BOUND. An unsearched campaign is counted whole, on every
// page: exact right after any change, and within the page's time budget at 100,000 leads
// (bench/lead-page.bench.ts). No campaign holds more than MAX_LEADS_PER_CAMPAIGN, far below this.
const UNBOUNDED = 1_000_000_000;

/**
 * One page of leads, sorted and searched in the database (a campaign may hold 100k leads), with
 * the total matching the search. Without campaignId: leads of every campaign (GET /api/admin/leads).
 * With a cursor the page is found by keyset; without, by the spec's page number.
 */
export async function listLeads(ctx: AppContext, query: TLeadListQuery & { campaignId?: string }): Promise<TLeadPage> {
  const descending = query.sort.startsWith('-');
  const sort = query.sort.replace(/^-/, '') as TLeadSortField;
  const where = {
    campaignId: query.campaignId,
    q: query.q || undefined,
    callStatus: query.callStatus,
    enrichmentStatus: query.enrichmentStatus,
    timezone: query.timezone || undefined,
    disposition: query.disposition || undefined,
  };
  const narrowed = !!(where.q || where.callStatus || where.enrichmentStatus || where.timezone || where.disposition);
  const { rows, nextCursor } = await findLeadsPage(ctx.db, {
    ...where,
    sort,
    descending,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    cursor: query.cursor || undefined,
  });
  // Leads only exist inside their campaign, so a page with leads proves the campaign exists; only
  // an empty page costs the extra lookup that tells "no such campaign" from "no leads here".
  if (query.campaignId && rows.length === 0 && !(await findCampaign(ctx.db, query.campaignId)))
    throw new AppError('NOT_FOUND', 'Campaign not found');
  const bounded = where.campaignId && !narrowed ? null : await countLeadsBounded(ctx.db, where, LEAD_COUNT_BOUND);
  const total = bounded ?? (await countLeadsBounded(ctx.db, where, UNBOUNDED));
  const totalCapped = bounded !== null && bounded > LEAD_COUNT_BOUND;
  return {
    items: rows.map(toLead),
    total: totalCapped ? LEAD_COUNT_BOUND : total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
  };
}
