import type { TKnowledgeWebsiteResponse } from '@common/conversations/knowledge';
import type { AppContext } from '../../context';
import { updateCampaignProfile } from '../campaign-settings/update-campaign-profile';
import { analyzeWebsite } from '../web-analysis/analyze-website';
import { requireCampaign } from './campaign-knowledge';
import { ensureSiteKnowledge } from './ensure-site-knowledge';
import { countPassages } from './knowledge.repo';

/**
 * PUT /api/admin/campaigns/{id}/knowledge/website: the calling business's own site becomes what
 * its agent knows. The site is read first (the wizard's reader, with its address checks), so an
 * address that can't be read is refused with the reader's message and nothing is saved; then the
 * campaign keeps the address and the pages are split into passages (a page changed since it was
 * last split replaces its passages).
 */
export async function readCampaignWebsite(
  ctx: AppContext,
  campaignId: string,
  website: string,
  by: string | null,
): Promise<TKnowledgeWebsiteResponse> {
  await requireCampaign(ctx, campaignId);
  // Asked to read the site now: the business may have just changed it, so no day-old copy.
  const analysis = await analyzeWebsite(ctx, website, 'admin', { fresh: true });
  await updateCampaignProfile(ctx, campaignId, { website }, by);
  const site = await ensureSiteKnowledge(ctx, website, analysis);
  const passages = site ? await countPassages(ctx.db, site) : 0;
  return { website, site: site ?? '', pagesRead: analysis.pagesAnalyzed, passages };
}
