import { AppError } from '@common/errors';
import type { TInvitation } from '@common/members/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { invitationMail } from './invitation-mail';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token';
import { findInvitation, renewInvitation } from './members.repo';
import { toInvitationDto } from './to-dto';

/** A fresh link and a fresh 7 days; the previous link stops working. */
export async function resendInvitation(ctx: AppContext, by: AdminUser, id: string): Promise<TInvitation> {
  const token = newInvitationToken();
  const expiresAt = invitationExpiry(ctx.clock.now());
  if (!(await renewInvitation(ctx.db, id, hashInvitationToken(token), expiresAt)))
    throw new AppError('NOT_FOUND', 'No open invitation with this id (it may have been accepted or revoked)');
  const row = (await findInvitation(ctx.db, id))!;
  await ctx.providers.mail.send(invitationMail(ctx, row.email, row.role, token, by.name || by.email));
  return toInvitationDto(row, ctx.clock.now());
}
