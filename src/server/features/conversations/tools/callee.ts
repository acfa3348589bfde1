import type { CalleePlace } from '@common/dispatch/classify-lead';
import type { AppContext } from '../../../context';
import { getCampaignLead } from '../../campaigns/get-campaign-lead';
import { resolveCalleePlace, type PlaceFacts } from '../../dispatch/callee-place';
import type { ConversationRow } from '../conversations.repo';

export interface Callee {
  /** Where the callee is, resolved as the dispatch resolves it; never without a zone. */
  place: CalleePlace;
  /** The zone times are said in: the callee's own (the first, when the place spans several). */
  zone: string;
}

/** What the place is read from: the lead's columns and number, else what the conversation kept. */
export async function calleeFacts(ctx: AppContext, c: ConversationRow): Promise<PlaceFacts> {
  const lead = c.campaignId && c.leadId ? await getCampaignLead(ctx, c.campaignId, c.leadId) : null;
  return {
    timezone: lead?.timezone ?? c.calleeTimeZone,
    region: lead?.region ?? null,
    postalCode: lead?.postalCode ?? null,
    phoneE164: lead?.phoneE164 ?? (c.calleePhone?.startsWith('+') ? c.calleePhone : null),
  };
}

/**
 * The conversation's callee: their lead's place (time-zone column, state, ZIP, area code, as the
 * dispatch reads it), else the zone the conversation was started with, else the business's zone
 * (a wizard chat whose visitor said nothing of where they are).
 */
export async function calleeOf(ctx: AppContext, c: ConversationRow, businessZone: string): Promise<Callee> {
  const place = resolveCalleePlace(await calleeFacts(ctx, c));
  if (place.zones.length) return { place, zone: place.zones[0]! };
  return { place: { ...place, zones: [businessZone] }, zone: businessZone };
}
