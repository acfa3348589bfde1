import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG, type TPhoneNumber, type TUpdatePhoneNumberRequest } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { voiceByAdapter } from '../calls/voice-for';
import { getCampaign } from '../campaigns/list-campaigns';
import { moveCallbackLine } from './move-callback-line';
import { findPhoneNumber, updatePhoneNumberRow } from './phone-numbers.repo';
import { pointNumber } from './point-number';
import { toPhoneNumber } from './to-dto';

/**
 * PATCH /api/admin/phone-numbers/{id}. `campaignId`: the campaign whose agent answers the number
 * (null: none); the number becomes that campaign's caller ID (its callback line) and stops being
 * the old one's. `hours` and `afterHours`: when the business answers and what the agent does
 * outside those hours, read at each call's answer. Absent fields stay as they are.
 */
export async function updatePhoneNumber(
  ctx: AppContext,
  id: string,
  input: TUpdatePhoneNumberRequest,
): Promise<TPhoneNumber> {
  const row = await findPhoneNumber(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  const assigning = input.campaignId !== undefined;
  const campaignId = assigning ? input.campaignId! : row.campaignId;
  const campaign = campaignId ? await getCampaign(ctx, campaignId) : null;
  if (assigning && campaignId && !campaign) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.campaignNotFound);
  // The provider hears of the new agent first: a refusal leaves the number as it was.
  const voice = voiceByAdapter(ctx, row.provider);
  if (assigning && voice) await pointNumber(ctx, voice, row.phoneNumber, campaignId);
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await updatePhoneNumberRow(tx, id, {
      ...(assigning ? { campaignId } : {}),
      ...(input.hours !== undefined ? { hours: input.hours } : {}),
      ...(input.afterHours ? { afterHours: input.afterHours } : {}),
    });
    if (changed && assigning) await moveCallbackLine(ctx, tx, changed, row.campaignId, campaignId);
    return changed;
  });
  if (!updated) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  return toPhoneNumber(updated, campaign?.name ?? null);
}
