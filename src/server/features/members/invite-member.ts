import { AppError } from '@common/errors';
import type { TInvitation, TInviteMemberRequest } from '@common/members/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { getAuth } from '../auth/auth';
import { invitationMail } from './invitation-mail';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token';
import { findMember, insertInvitation } from './members.repo';
import { toInvitationDto } from './to-dto';

/** Stores the invitation and mails its link; an address that is already a member is refused. */
export async function inviteMember(ctx: AppContext, by: AdminUser, input: TInviteMemberRequest): Promise<TInvitation> {
  const auth = await getAuth(ctx).$context;
  const existing = await auth.internalAdapter.findUserByEmail(input.email);
  if (existing && (await findMember(ctx.db, existing.user.id)))
    throw new AppError('CONFLICT', `${input.email} is already a member`);
  const token = newInvitationToken();
  const row = await insertInvitation(ctx.db, {
    email: input.email,
    role: input.role,
    tokenHash: hashInvitationToken(token),
    invitedBy: by.id,
    expiresAt: invitationExpiry(ctx.clock.now()),
  });
  await ctx.providers.mail.send(invitationMail(ctx, input.email, input.role, token, by.name || by.email));
  return toInvitationDto(row, ctx.clock.now());
}
