import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '@common/errors';
import type { TAdminSession } from '@common/auth/schemas';
import type { AppContext } from '../../context';
import { findSession } from './find-session';
import { signInNoticeFor } from './sign-in-lock';

/**
 * The signed-in admin, for the dashboard's guard. The admin guard has already refused anyone
 * else; the session is read again here for its expiry, its two-factor state and the notice of
 * failed sign-ins for this account since its previous sign-in.
 */
export async function getAdminSession(ctx: AppContext, headers: IncomingHttpHeaders): Promise<TAdminSession> {
  const found = await findSession(ctx, headers);
  if (!found) throw new AppError('UNAUTHENTICATED', 'Sign in as an admin to continue');
  const { id, username, email, name, twoFactorEnabled } = found.user;
  const signInNotice = await signInNoticeFor(ctx, accountNames(found.user));
  return {
    user: { id, username, email, name, twoFactorEnabled },
    expiresAt: found.expiresAt.toISOString(),
    signInNotice,
  };
}

/** The names someone may type to sign in to this account. */
export const accountNames = (user: { username: string | null; email: string }) => [
  user.email,
  ...(user.username ? [user.username] : []),
];
