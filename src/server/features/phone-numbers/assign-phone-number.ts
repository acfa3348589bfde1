import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG, type TPhoneNumber } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { voiceByAdapter } from '../calls/voice-for';
import { getCampaign } from '../campaigns/list-campaigns';
import { moveCallbackLine } from './move-callback-line';
import { findPhoneNumber, setPhoneNumberCampaign } from './phone-numbers.repo';
import { pointNumber } from './point-number';
import { toPhoneNumber } from './to-dto';

/**
 * PATCH /api/admin/phone-numbers/{id}: the campaign whose agent answers the number (null: none);
 * the number becomes that campaign's caller ID (its callback line) and stops being the old one's.
 */
export async function assignPhoneNumber(ctx: AppContext, id: string, campaignId: string | null): Promise<TPhoneNumber> {
  const row = await findPhoneNumber(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  const campaign = campaignId ? await getCampaign(ctx, campaignId) : null;
  if (campaignId && !campaign) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.campaignNotFound);
  // The provider hears of the new agent first: a refusal leaves the number as it was.
  const voice = voiceByAdapter(ctx, row.provider);
  if (voice) await pointNumber(ctx, voice, row.phoneNumber, campaignId);
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await setPhoneNumberCampaign(tx, id, campaignId);
    if (changed) await moveCallbackLine(ctx, tx, changed, row.campaignId, campaignId);
    return changed;
  });
  if (!updated) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  return toPhoneNumber(updated, campaign?.name ?? null);
}
