import type { TValidLead } from '@common/campaigns/schemas';
import type { DbOrTx } from '../../db/tx';
import { addLeadsToCampaign } from './lead-add.repo';
import { leadPhoneE164 } from './lead-phone';

/**
 * Adds validated leads (the CSV row rules already applied) to an existing campaign, on the
 * caller's transaction, so an enrolment and its idempotency record commit together. A lead the
 * campaign already has (same address, any case) is not touched: it is answered as existing.
 */
export async function addLeads(
  db: DbOrTx,
  campaignId: string,
  leads: TValidLead[],
): Promise<Map<string, { id: string; created: boolean }>> {
  const rows = leads.map(({ rowNumber: _row, ...lead }) => ({ ...lead, phoneE164: leadPhoneE164(lead.phoneNumber) }));
  return addLeadsToCampaign(db, campaignId, rows);
}
