import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AdminCheck } from '../../http/admin-guard';
import { findSession } from './find-session';
import { isAdmin } from './is-admin';

/**
 * Decides whether a request comes from a signed-in admin, from the database session behind its
 * cookie and the account's verified email. The browser's admin_authenticated flag is never consulted: it grants nothing.
 */
export async function authorizeAdmin(ctx: AppContext, request: FastifyRequest): Promise<AdminCheck> {
  const found = await findSession(ctx, request.headers);
  if (!found) return { status: 'unauthenticated' };
  if (!isAdmin(ctx.env, found.user)) return { status: 'forbidden' };
  // An allow-listed address proves nothing until its owner has followed the verification link:
  // anyone can sign up as ceo@<listed domain>. (The `admin` account is created verified.)
  if (!found.user.emailVerified) return { status: 'unverified' };
  const { id, username, email, name } = found.user;
  return { status: 'admin', user: { id, username, email, name } };
}
