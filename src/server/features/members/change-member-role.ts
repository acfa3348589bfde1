import { AppError } from '@common/errors';
import type { TRole } from '@common/members/roles';
import type { AppContext } from '../../context';
import { revokeKeysBeyondRole } from '../api-keys/revoke-keys-beyond-role';
import { countOwnersForUpdate, findMember, setMemberRole } from './members.repo';
import { forgetRoles } from './role-cache';

export const LAST_OWNER_MESSAGE = 'The team needs at least one Owner: make someone else Owner first';

/** Sets a member's role; the last Owner can't be demoted. Returns the role before and after (for the audit log). */
export async function changeMemberRole(
  ctx: AppContext,
  userId: string,
  role: TRole,
): Promise<{ before: { role: TRole }; after: { role: TRole } }> {
  const before = await ctx.db.transaction(async (tx) => {
    const member = await findMember(tx, userId);
    if (!member) throw new AppError('NOT_FOUND', 'No such member');
    if (member.role === 'owner' && role !== 'owner' && (await countOwnersForUpdate(tx)) <= 1)
      throw new AppError('CONFLICT', LAST_OWNER_MESSAGE, { reason: 'LAST_OWNER' });
    await setMemberRole(tx, userId, role);
    return member.role;
  });
  // Again after the commit: a lookup between the write and the commit may have cached the old role.
  forgetRoles();
  await revokeKeysBeyondRole(ctx, userId, role);
  return { before: { role: before }, after: { role } };
}
