import { ADMIN_USERNAME } from '@common/auth/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { revokeKeysBeyondRole } from '../api-keys/revoke-keys-beyond-role';
import { getAuth } from '../auth/auth';
import { forgetSessions } from '../auth/session-cache';
import { LAST_OWNER_MESSAGE } from './change-member-role';
import { countOwnersForUpdate, deleteMember, findMember } from './members.repo';
import { forgetRoles } from './role-cache';

/**
 * Removes a member: the row, every session (deleted, and the in-process cache emptied, so the
 * next request answers 401) and every API key they made. The account itself is deleted too, so
 * its address can be invited again from scratch.
 */
export async function removeMember(ctx: AppContext, by: { id: string }, userId: string): Promise<{ ok: true }> {
  if (userId === by.id) throw new AppError('CONFLICT', 'You cannot remove yourself; another Owner can');
  const auth = await getAuth(ctx).$context;
  const user = (await auth.internalAdapter.findUserById(userId)) as { username?: string | null } | null;
  if (user?.username === ADMIN_USERNAME)
    throw new AppError('CONFLICT', 'The built-in admin account cannot be removed (change its role instead)');
  await ctx.db.transaction(async (tx) => {
    const member = await findMember(tx, userId);
    if (!member) throw new AppError('NOT_FOUND', 'No such member');
    if (member.role === 'owner' && (await countOwnersForUpdate(tx)) <= 1)
      throw new AppError('CONFLICT', LAST_OWNER_MESSAGE, { reason: 'LAST_OWNER' });
    await deleteMember(tx, userId);
  });
  await auth.internalAdapter.deleteUserSessions(userId);
  forgetSessions();
  forgetRoles();
  await revokeKeysBeyondRole(ctx, userId, null);
  if (user) await auth.internalAdapter.deleteUser(userId);
  return { ok: true };
}
