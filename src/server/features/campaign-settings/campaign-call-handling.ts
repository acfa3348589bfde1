import type { TCallHandling } from '@common/outcomes/call-handling';
import type { DbOrTx } from '../../db/tx';
import { findSettings } from './campaign-settings.repo';

/** A campaign's own voicemail and retry settings; null when it never saved any (the server defaults apply). */
export async function campaignCallHandling(db: DbOrTx, campaignId: string): Promise<TCallHandling | null> {
  return (await findSettings(db, campaignId)).callHandling;
}
