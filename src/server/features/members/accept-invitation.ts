import { AppError } from '@common/errors';
import type { TAcceptInvitationRequest } from '@common/members/schemas';
import type { AppContext } from '../../context';
import { getAuth } from '../auth/auth';
import { forgetSessions } from '../auth/session-cache';
import { hashInvitationToken } from './invitation-token';
import { findInvitationByHash, markAccepted, upsertMember } from './members.repo';

const refuse = (reason: string, message: string) => new AppError('BAD_REQUEST', message, { reason });

/**
 * Accepting proves the invitee reads that mailbox, so the account is created verified. An address
 * that already has an account (someone who signed up earlier) gets the new password: the link
 * proves the same thing a password reset would, and their old sessions end.
 */
export async function acceptInvitation(ctx: AppContext, input: TAcceptInvitationRequest): Promise<{ email: string }> {
  const now = ctx.clock.now();
  const invitation = await findInvitationByHash(ctx.db, hashInvitationToken(input.token));
  if (!invitation) throw refuse('INVITATION_INVALID', 'This invitation link is not valid. Ask for a new invitation.');
  if (invitation.acceptedAt)
    throw refuse(
      'INVITATION_USED',
      'This invitation has already been accepted. Sign in with the password chosen then.',
    );
  if (invitation.revokedAt)
    throw refuse('INVITATION_REVOKED', 'This invitation was withdrawn. Ask for a new invitation.');
  if (invitation.expiresAt.getTime() <= now.getTime())
    throw refuse('INVITATION_EXPIRED', 'This invitation has expired (links last 7 days). Ask for a new invitation.');
  // Claimed before the account is made: of two requests with one token, only one gets here.
  if (!(await markAccepted(ctx.db, invitation.id, now)))
    throw refuse(
      'INVITATION_USED',
      'This invitation has already been accepted. Sign in with the password chosen then.',
    );

  const auth = await getAuth(ctx).$context;
  const hash = await auth.password.hash(input.password);
  const existing = await auth.internalAdapter.findUserByEmail(invitation.email, { includeAccounts: true });
  let userId: string;
  if (existing) {
    userId = existing.user.id;
    await auth.internalAdapter.updateUser(userId, { name: input.name, emailVerified: true });
    if (existing.accounts.some((a) => a.providerId === 'credential'))
      await auth.internalAdapter.updatePassword(userId, hash);
    else
      await auth.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
    await auth.internalAdapter.deleteUserSessions(userId);
    forgetSessions();
  } else {
    const user = await auth.internalAdapter.createUser(
      { email: invitation.email, name: input.name, emailVerified: true },
      { method: 'email-password' },
    );
    userId = user.id;
    await auth.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  }
  await upsertMember(ctx.db, { userId, role: invitation.role, invitedBy: invitation.invitedBy });
  return { email: invitation.email };
}
