import type { AppContext } from '../../context';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { ensureSiteKnowledge } from './ensure-site-knowledge';
import { campaignOwner, type KnowledgeSource } from './knowledge-owner';

/**
 * What a campaign's agent knows, for a conversation about to start (test chat, call,
 * simulation): the passages the campaign owns, from the calling business's own website when the
 * campaign names one. A lead's site is the callee's business, never the caller's knowledge:
 * without a website the agent knows only its question-and-answer entries.
 */
export async function campaignKnowledgeSite(ctx: AppContext, campaignId: string): Promise<KnowledgeSource> {
  const { website } = (await readCampaignProfile(ctx, campaignId)).profile;
  return ensureSiteKnowledge(ctx, campaignOwner(campaignId), website?.trim() ?? '');
}
