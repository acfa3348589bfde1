import type { TOutcomeSettings } from '@common/outcomes/schemas';
import type { DbOrTx } from '../../db/tx';
import { findSettings } from './campaign-settings.repo';

/** A campaign's settings as stored (defaults when it never saved any): what every reader of its behaviour reads. */
export const readCampaignSettings = (db: DbOrTx, campaignId: string): Promise<TOutcomeSettings> =>
  findSettings(db, campaignId);
