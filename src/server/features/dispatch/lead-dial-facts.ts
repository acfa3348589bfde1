import type { DialFacts } from '@common/dispatch/classify-lead';
import type { DbOrTx } from '../../db/tx';
import { dialFactsOf } from './dial-facts';
import { findDialRow } from './dispatch.repo';

/**
 * One lead's dial facts, read the way the claim reads them: a finished call's retry is planned on
 * these (retry-policy.ts), so its time is one the claim will accept. Null: no such lead.
 */
export async function leadDialFacts(
  db: DbOrTx,
  campaignId: string,
  leadId: string,
  now: Date,
  crossCampaignCap: number | null,
): Promise<DialFacts | null> {
  const row = await findDialRow(db, campaignId, leadId, now);
  return row ? dialFactsOf(row, crossCampaignCap) : null;
}
