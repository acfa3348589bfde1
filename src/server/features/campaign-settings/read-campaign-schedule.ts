import type { TCampaignSchedule } from '@common/campaign-settings/schedule';
import type { DbOrTx } from '../../db/tx';
import { findProfile } from './campaign-profile.repo';

/** A campaign's schedule, or null when it calls whenever the law allows (none saved). */
export async function readCampaignSchedule(db: DbOrTx, campaignId: string): Promise<TCampaignSchedule | null> {
  return (await findProfile(db, campaignId))?.schedule ?? null;
}
