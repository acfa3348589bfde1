import { defaultAvailability, type TAvailability } from '@common/campaign-settings/availability';
import type { AppContext } from '../../context';
import { findProfile } from './campaign-profile.repo';

/**
 * When the campaign's business takes meetings: its saved availability; else weekdays 09:00–17:00
 * in the zone it already named (its transfer hours'), else the scheduler's. Without a campaign
 * (the wizard's agent): the scheduler's default.
 */
export async function readAvailability(ctx: AppContext, campaignId: string | null): Promise<TAvailability> {
  const profile = campaignId ? await findProfile(ctx.db, campaignId) : null;
  if (profile?.availability) return profile.availability;
  return defaultAvailability(profile?.transferHours?.timeZone ?? ctx.providers.scheduling.timeZone);
}
