import { eq } from 'drizzle-orm';
import type { TCampaignProfile } from '@common/campaign-settings/schemas';
import type { DbOrTx } from '../../db/tx';
import { campaignProfiles } from '../../db/schema';

// The only file touching campaign_profiles (this feature owns it).

export async function findProfile(db: DbOrTx, campaignId: string): Promise<TCampaignProfile | null> {
  const [row] = await db
    .select({ profile: campaignProfiles.profile })
    .from(campaignProfiles)
    .where(eq(campaignProfiles.campaignId, campaignId))
    .limit(1);
  return row?.profile ?? null;
}

export async function saveProfile(
  db: DbOrTx,
  campaignId: string,
  profile: TCampaignProfile,
  by: string | null,
): Promise<void> {
  await db
    .insert(campaignProfiles)
    .values({ campaignId, profile, updatedBy: by })
    .onConflictDoUpdate({
      target: campaignProfiles.campaignId,
      set: { profile, updatedBy: by, updatedAt: new Date() },
    });
}
