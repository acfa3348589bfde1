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
import {
  countLeadsBounded,
  findLeadCount,
  findLeadsPage,
  findSearchFirstPage,
  type LeadFilters,
  type LeadListRow,
} from './lead-list.repo';

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

// A search's count stops at LEAD_COUNT_BOUND; an unsearched campaign's total is the count its row
// keeps, exact in every transaction (triggers on leads keep it), so no page counts 100,000 rows.

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
  const pageQuery = {
    ...where,
    sort,
    descending,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    cursor: query.cursor || undefined,
  };
  // A search's first page: matched once for the page and its count together (the trigram index's
  // matches need reading either way); past LEAD_COUNT_BOUND matches it is a page and a known cap.
  if (where.q && pageQuery.offset === 0 && !pageQuery.cursor) {
    const first = await findSearchFirstPage(ctx.db, pageQuery, LEAD_COUNT_BOUND);
    if (first) {
      if (first.total === 0) await assertCampaignExists(ctx, where.campaignId);
      return { ...pageOf(first.rows, first.nextCursor, query), total: first.total, totalCapped: false };
    }
    const { rows, nextCursor } = await findLeadsPage(ctx.db, pageQuery);
    return { ...pageOf(rows, nextCursor, query), total: LEAD_COUNT_BOUND, totalCapped: true };
  }
  // The page and its total are two reads with no order between them: on PostgreSQL they run on two
  // connections at once, so a search that matches thousands of leads scans them in parallel, not twice
  // in a row (the embedded database takes them one after the other, as before).
  const [{ rows, nextCursor }, { total, totalCapped }] = await Promise.all([
    findLeadsPage(ctx.db, pageQuery),
    where.campaignId && !narrowed
      ? keptCount(ctx, where.campaignId).then((n) => ({ total: n, totalCapped: false }))
      : countMatching(ctx, where),
  ]);
  return { ...pageOf(rows, nextCursor, query), total, totalCapped };
}

const pageOf = (rows: LeadListRow[], nextCursor: string | null, query: TLeadListQuery) => ({
  items: rows.map(toLead),
  page: query.page,
  pageSize: query.pageSize,
  nextCursor,
});

/** Leads only exist inside their campaign: only an empty answer needs to tell "no such campaign" apart. */
async function assertCampaignExists(ctx: AppContext, campaignId: string | undefined) {
  if (campaignId && !(await findCampaign(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
}

async function keptCount(ctx: AppContext, campaignId: string): Promise<number> {
  const total = await findLeadCount(ctx.db, campaignId);
  if (total === null) throw new AppError('NOT_FOUND', 'Campaign not found');
  return total;
}

/** A search's or filter's matches, counted up to LEAD_COUNT_BOUND. */
async function countMatching(ctx: AppContext, where: LeadFilters) {
  const bounded = await countLeadsBounded(ctx.db, where, LEAD_COUNT_BOUND);
  if (bounded === 0) await assertCampaignExists(ctx, where.campaignId);
  const totalCapped = bounded > LEAD_COUNT_BOUND;
  return { total: totalCapped ? LEAD_COUNT_BOUND : bounded, totalCapped };
}
