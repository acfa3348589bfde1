import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { deletePhoneNumber } from './phone-numbers.repo';

/**
 * DELETE /api/admin/phone-numbers/{id}: Callcraft stops answering the number. The number stays on
 * the provider's account (releasing it is done there); its calls and their records stay.
 */
export async function removePhoneNumber(ctx: AppContext, id: string): Promise<void> {
  if (!(await deletePhoneNumber(ctx.db, id))) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
}
