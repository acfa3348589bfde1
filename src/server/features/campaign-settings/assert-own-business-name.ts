import { FALLBACK_BUSINESS_NAME } from '@common/campaign-settings/defaults';
import { DISPATCH_MSG } from '@common/dispatch/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { readCampaignProfile } from './read-campaign-profile';

/**
 * A live call says whom it is made for (the AI disclosure). A campaign that names no business, on
 * a server whose operator named none either (CALLER_BUSINESS_NAME), would call as the product
 * itself: refused (409) with where to set the name. Test runs dial no one and are never refused.
 */
export async function assertOwnBusinessName(ctx: AppContext, campaignId: string): Promise<void> {
  if (ctx.env.CALLER_BUSINESS_NAME) return;
  const { profile } = await readCampaignProfile(ctx, campaignId);
  if (profile.businessName.trim() === FALLBACK_BUSINESS_NAME)
    throw new AppError('CONFLICT', DISPATCH_MSG.noBusinessName);
}
