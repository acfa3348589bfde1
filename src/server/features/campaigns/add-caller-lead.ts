import type { AppContext } from '../../context';
import { addLeadsToCampaign } from './lead-add.repo';

/**
 * Someone rang one of the campaign's numbers and left their name: they become a lead of it. A
 * lead needs an address unique in its campaign and a caller gives none on the phone, so theirs is
 * made from the number under `.invalid` (RFC 2606: never deliverable, never someone else's). The
 * same caller leaving their name twice finds the lead made the first time.
 */
export async function addCallerLead(
  ctx: AppContext,
  campaignId: string,
  caller: { name: string; company: string; phoneE164: string },
): Promise<{ id: string; created: boolean }> {
  const [firstName, ...rest] = caller.name.trim().split(/\s+/);
  const email = `caller+${caller.phoneE164.replace(/\D/g, '')}@inbound.invalid`;
  const found = await addLeadsToCampaign(ctx.db, campaignId, [
    {
      email,
      firstName: firstName ?? '',
      lastName: rest.join(' '),
      phoneNumber: caller.phoneE164,
      phoneE164: caller.phoneE164,
      phoneColumn: null,
      companyName: caller.company,
      website: '',
      industry: '',
      timezone: null,
      region: null,
      postalCode: null,
      consent: null,
      consentDate: null,
      consentSource: 'inbound call',
    },
  ]);
  return found.get(email)!;
}
