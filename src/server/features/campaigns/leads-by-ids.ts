import type { AppContext } from '../../context';
import { findLeadsByIds } from './lead-add.repo';

export interface LeadContact {
  id: string;
  campaignId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
  /** The contact's HubSpot id when the lead came from a HubSpot export. */
  hubspotRecordId: string | null;
}

/** The contact columns of these leads, for other features' lists (calls read back by API). */
export async function leadsByIds(ctx: AppContext, ids: string[]): Promise<Map<string, LeadContact>> {
  const rows = await findLeadsByIds(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, r]));
}
