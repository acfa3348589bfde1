import { LEAD_MSG, type TLeadPatch } from '@common/campaigns/lead-edit';
import { canonicalTimeZone } from '@common/campaigns/csv-leads';
import { AppError } from '@common/errors';
import type { DbOrTx } from '../../db/tx';
import { findTwin, type LeadFields } from './lead-edit.repo';
import { leadPhoneE164 } from './lead-phone';

/**
 * A typed lead's fields as stored: the phone read as the import reads it (E.164 beside the typed
 * form), the time zone canonical. A number or address another lead of the campaign already has is
 * refused (409), naming that lead: the import keeps one lead per address, and two leads with one
 * number would ring the same person twice.
 */
export async function leadFieldsOf(
  db: DbOrTx,
  campaignId: string,
  input: TLeadPatch,
  exceptId: string | null,
): Promise<Partial<LeadFields>> {
  const out: Partial<LeadFields> = { ...input } as Partial<LeadFields>;
  if (input.timezone !== undefined) out.timezone = input.timezone ? canonicalTimeZone(input.timezone) : null;
  if (input.phoneNumber !== undefined) {
    out.phoneE164 = leadPhoneE164(input.phoneNumber);
    const twin = await findTwin(db, campaignId, { phoneE164: out.phoneE164 }, exceptId);
    if (twin) {
      const who = `${twin.firstName} ${twin.lastName}`.trim() || twin.email;
      throw new AppError('CONFLICT', LEAD_MSG.duplicatePhone(input.phoneNumber, who), { leadId: twin.id });
    }
  }
  if (input.email !== undefined && (await findTwin(db, campaignId, { email: input.email }, exceptId)))
    throw new AppError('CONFLICT', LEAD_MSG.duplicateEmail(input.email));
  return out;
}
