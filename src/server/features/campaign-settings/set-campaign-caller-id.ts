import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { findProfile, saveProfile } from './campaign-profile.repo';
import { defaultCampaignProfile } from './read-campaign-profile';

/**
 * A number assigned to the campaign becomes its caller ID, so a lead who rings back the number
 * they were called from reaches the same agent. A campaign still on the defaults keeps them, with
 * this caller ID saved over them. `db` is the assignment's transaction: both change together.
 */
export async function setCampaignCallerId(
  ctx: AppContext,
  db: DbOrTx,
  campaignId: string,
  phoneNumber: string,
  by: string | null,
): Promise<void> {
  const profile = (await findProfile(db, campaignId)) ?? (await defaultCampaignProfile(ctx));
  if (profile.callerId === phoneNumber) return;
  await saveProfile(db, campaignId, { ...profile, callerId: phoneNumber }, by);
}
