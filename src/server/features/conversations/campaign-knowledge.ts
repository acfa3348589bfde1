import { KNOWLEDGE_PAGE_SIZE, type TCampaignKnowledge, type TKnowledgeQuery } from '@common/conversations/knowledge';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getCampaign } from '../campaigns/list-campaigns';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { listEntries, listGaps } from './knowledge-entries.repo';
import { campaignOwner } from './knowledge-owner';
import { listPassages, ownerSites } from './knowledge.repo';
import { readKnowledgeFacts } from './read-knowledge-facts';

const GAPS_SHOWN = 50;

/** The campaign, or 404: every knowledge route is about one campaign. */
export async function requireCampaign(ctx: AppContext, campaignId: string): Promise<void> {
  if (!(await getCampaign(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
}

/**
 * GET /api/admin/campaigns/{id}/knowledge, "What your agent knows": the passages the campaign owns
 * (split from its business's own website by "Read website" or by its agent's first conversation),
 * a page at a time and optionally searched; the business's fact sheet (hours, area, prices…, each
 * with its page and sentence or marked as the owner's); its question-and-answer entries; the questions it
 * could not answer, most asked first. A pure read: nothing is split or stored here.
 */
export async function campaignKnowledge(
  ctx: AppContext,
  campaignId: string,
  query: TKnowledgeQuery,
): Promise<TCampaignKnowledge> {
  await requireCampaign(ctx, campaignId);
  const owner = campaignOwner(campaignId);
  const { website } = (await readCampaignProfile(ctx, campaignId)).profile;
  const [sites, facts, passages, entries, gaps] = await Promise.all([
    ownerSites(ctx.db, owner),
    readKnowledgeFacts(ctx.db, owner),
    listPassages(ctx.db, owner, query.search, (query.page - 1) * KNOWLEDGE_PAGE_SIZE, KNOWLEDGE_PAGE_SIZE),
    listEntries(ctx.db, campaignId),
    listGaps(ctx.db, campaignId, GAPS_SHOWN),
  ]);
  return {
    website: website?.trim() || null,
    sites,
    facts,
    passages: passages.rows,
    passagesTotal: passages.total,
    page: query.page,
    pageSize: KNOWLEDGE_PAGE_SIZE,
    entries: entries.map((e) => ({
      id: e.id,
      question: e.question,
      answer: e.answer,
      updatedAt: e.updatedAt.toISOString(),
    })),
    gaps: gaps.map((g) => ({
      id: g.id,
      question: g.question,
      count: g.count,
      lastAskedAt: g.lastAskedAt.toISOString(),
    })),
  };
}
