import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG, type TCreatePhoneNumberRequest, type TPhoneNumber } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { getCampaign } from '../campaigns/list-campaigns';
import { moveCallbackLine } from './move-callback-line';
import { insertPhoneNumber } from './phone-numbers.repo';
import { pointNumber } from './point-number';
import { toPhoneNumber } from './to-dto';

/**
 * POST /api/admin/phone-numbers. Without a number one is got from the voice provider (Bland's
 * inbound numbers API; a 555 number in the Sandbox); with one, the business's own is attached. The
 * provider is told what the number does before it is stored, so a number the provider refuses
 * (not on the account) is never kept.
 */
export async function addPhoneNumber(ctx: AppContext, input: TCreatePhoneNumberRequest): Promise<TPhoneNumber> {
  const voice = ctx.providers.voice;
  const campaign = input.campaignId ? await getCampaign(ctx, input.campaignId) : null;
  if (input.campaignId && !campaign) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.campaignNotFound);
  let phoneNumber = input.phoneNumber ?? null;
  if (!phoneNumber) {
    if (!voice.provisionNumber)
      throw new AppError('CONFLICT', 'This voice provider cannot get numbers; attach one you have.');
    phoneNumber = (await voice.provisionNumber({ areaCode: input.areaCode })).phoneNumber;
  }
  await pointNumber(ctx, voice, phoneNumber, input.campaignId ?? null);
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertPhoneNumber(tx, {
      phoneNumber,
      provider: voice.adapter,
      source: input.phoneNumber ? 'attached' : 'provisioned',
      campaignId: input.campaignId ?? null,
    });
    // Assigned at once: the campaign's callback line, as a later assignment would make it.
    if (made) await moveCallbackLine(ctx, tx, made, null, made.campaignId);
    return made;
  });
  if (!row) throw new AppError('CONFLICT', PHONE_NUMBER_MSG.taken);
  return toPhoneNumber(row, campaign?.name ?? null);
}
