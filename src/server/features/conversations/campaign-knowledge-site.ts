import type { AppContext } from '../../context';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { ensureSiteKnowledge } from './ensure-site-knowledge';

/**
 * The site a campaign's agent knows: the calling business's own website when the campaign names
 * one. Without it a test chat falls back to its lead's site (`leadWebsite`), as it always has;
 * calls and simulations pass none, so their agent then knows only its question-and-answer entries.
 */
export async function campaignKnowledgeSite(
  ctx: AppContext,
  campaignId: string,
  leadWebsite: string | null = null,
): Promise<string | null> {
  const { website } = (await readCampaignProfile(ctx, campaignId)).profile;
  const source = website?.trim() || leadWebsite?.trim();
  return source ? ensureSiteKnowledge(ctx, source) : null;
}
