import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { markRevoked } from './members.repo';

export async function revokeInvitation(ctx: AppContext, id: string): Promise<{ ok: true }> {
  if (!(await markRevoked(ctx.db, id, ctx.clock.now())))
    throw new AppError('NOT_FOUND', 'No open invitation with this id (it may have been accepted or revoked)');
  return { ok: true };
}
