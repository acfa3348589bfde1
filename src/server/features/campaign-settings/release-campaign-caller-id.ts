import type { DbOrTx } from '../../db/tx';
import { findProfile, saveProfile } from './campaign-profile.repo';

/**
 * A number unassigned or removed stops being the campaign's caller ID: another number still
 * answering for the campaign takes over (`next`), else the campaign calls from the provider's
 * pool. A caller ID the admin set to some other number is left alone.
 */
export async function releaseCampaignCallerId(
  db: DbOrTx,
  campaignId: string,
  phoneNumber: string,
  next: string | null,
  by: string | null,
): Promise<void> {
  const profile = await findProfile(db, campaignId);
  if (!profile || profile.callerId !== phoneNumber) return;
  await saveProfile(db, campaignId, { ...profile, callerId: next }, by);
}
