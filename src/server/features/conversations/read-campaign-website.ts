import type { TKnowledgeWebsiteResponse } from '@common/conversations/knowledge';
import type { AppContext } from '../../context';
import { updateCampaignProfile } from '../campaign-settings/update-campaign-profile';
import { analyzeWebsite } from '../web-analysis/analyze-website';
import { requireCampaign } from './campaign-knowledge';
import { ensureSiteKnowledge } from './ensure-site-knowledge';
import { campaignOwner } from './knowledge-owner';
import { countPassages } from './knowledge.repo';

/**
 * PUT /api/admin/campaigns/{id}/knowledge/website: the calling business's own site becomes what
 * its agent knows. The site is read first (the wizard's reader, with its address checks), so an
 * address that can't be read is refused with the reader's message and nothing is saved; then the
 * campaign keeps the address and everything the campaign's agent knew from a website, the
 * analysis's summary included, is replaced by the passages of the pages just read.
 */
export async function readCampaignWebsite(
  ctx: AppContext,
  campaignId: string,
  website: string,
  by: string | null,
): Promise<TKnowledgeWebsiteResponse> {
  await requireCampaign(ctx, campaignId);
  // Asked to read the site now: the business may have just changed it, so no day-old copy.
  const analysis = await analyzeWebsite(ctx, website, 'admin', { fresh: true, factSheet: true });
  await updateCampaignProfile(ctx, campaignId, { website }, by);
  const owner = campaignOwner(campaignId);
  const { knowledgeSite } = await ensureSiteKnowledge(ctx, owner, website, { fresh: true });
  return {
    website,
    site: knowledgeSite ?? '',
    pagesRead: analysis.pagesAnalyzed,
    passages: await countPassages(ctx.db, owner),
  };
}
