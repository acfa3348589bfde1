import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AdminCheck } from '../../http/admin-guard';
import { findSession } from './find-session';
import { isAdmin } from './is-admin';

/**
 * Decides whether a request comes from a signed-in admin, from the database session behind its
 * cookie. The browser's admin_authenticated flag is never consulted: it grants nothing.
 */
export async function authorizeAdmin(ctx: AppContext, request: FastifyRequest): Promise<AdminCheck> {
  const found = await findSession(ctx, request.headers);
  if (!found) return { status: 'unauthenticated' };
  if (!isAdmin(ctx.env, found.user)) return { status: 'forbidden' };
  const { id, username, email, name } = found.user;
  return { status: 'admin', user: { id, username, email, name } };
}
