import type { AppContext } from '../../context';
import { readAvailability } from '../campaign-settings/read-availability';
import { resolveCalleePlace } from '../dispatch/callee-place';
import type { LeadRow } from './dev-queue.repo';

/**
 * The two clocks a lead's meeting is read on: the lead's (its place as the dispatch resolves it:
 * zone column, state, ZIP, area code) and its campaign's business (the meeting hours' zone). A
 * lead with no place reads it on the business's clock.
 */
export async function meetingZones(
  ctx: AppContext,
  lead: Pick<LeadRow, 'campaignId' | 'timezone' | 'region' | 'postalCode' | 'phoneE164'>,
): Promise<{ callee: string; business: string }> {
  const business = (await readAvailability(ctx, lead.campaignId)).timeZone;
  return { callee: calleeZone(lead) ?? business, business };
}

export function calleeZone(lead: Pick<LeadRow, 'timezone' | 'region' | 'postalCode' | 'phoneE164'>): string | null {
  return resolveCalleePlace(lead).zones[0] ?? null;
}
