import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AdminCheck } from '../../http/admin-guard';
import { findSession } from '../auth/find-session';
import { isAdmin } from '../auth/is-admin';
import { findMember } from './members.repo';
import { cachedRole, rememberRole, roleGeneration } from './role-cache';

/**
 * Who is behind a request and in which role: a member's role is their team_members row. Accounts
 * allowed by ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS without a row keep what they had before roles
 * existed (everything): an Owner. The browser's admin_authenticated flag grants nothing.
 */
export async function authorizeMember(ctx: AppContext, request: FastifyRequest): Promise<AdminCheck> {
  const found = await findSession(ctx, request.headers);
  if (!found) return { status: 'unauthenticated' };
  const role = await memberRole(ctx, found.user.id);
  if (!role && !isAdmin(ctx.env, found.user)) return { status: 'forbidden' };
  // An allow-listed address proves nothing until its owner has followed the verification link.
  // Invited members were verified by accepting; the `admin` account is created verified.
  if (!found.user.emailVerified) return { status: 'unverified' };
  const { id, username, email, name } = found.user;
  return { status: 'admin', user: { id, username, email, name, role: role ?? 'owner' } };
}

async function memberRole(ctx: AppContext, userId: string) {
  const hit = cachedRole(userId);
  if (hit !== undefined) return hit;
  const since = roleGeneration();
  const role = (await findMember(ctx.db, userId))?.role ?? null;
  rememberRole(userId, role, since);
  return role;
}
