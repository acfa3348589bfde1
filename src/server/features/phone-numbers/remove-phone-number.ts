import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { moveCallbackLine } from './move-callback-line';
import { deletePhoneNumber } from './phone-numbers.repo';

/**
 * DELETE /api/admin/phone-numbers/{id}: Callcraft stops answering the number. The number stays on
 * the provider's account (releasing it is done there); its calls and their records stay. Its
 * campaign stops calling from it.
 */
export async function removePhoneNumber(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deletePhoneNumber(tx, id);
    if (row) await moveCallbackLine(ctx, tx, row, row.campaignId, null);
    return row;
  });
  if (!removed) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
}
