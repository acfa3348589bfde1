import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '@common/errors';
import type { TAdminSession } from '@common/auth/schemas';
import type { AppContext } from '../../context';
import { findSession } from './find-session';

/**
 * The signed-in admin, for the dashboard's guard. The admin guard has already refused anyone
 * else; the session is read again here only for its expiry and two-factor state.
 */
export async function getAdminSession(ctx: AppContext, headers: IncomingHttpHeaders): Promise<TAdminSession> {
  const found = await findSession(ctx, headers);
  if (!found) throw new AppError('UNAUTHENTICATED', 'Sign in as an admin to continue');
  const { id, username, email, name, twoFactorEnabled } = found.user;
  return { user: { id, username, email, name, twoFactorEnabled }, expiresAt: found.expiresAt.toISOString() };
}
