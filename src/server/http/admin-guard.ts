import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '@common/errors';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@common/auth/schemas';
import type { App, AdminUser } from './types';

export type AdminCheck =
  | { status: 'admin'; user: AdminUser }
  | { status: 'unauthenticated' }
  | { status: 'forbidden' }
  | { status: 'unverified' };
export type AdminAuthorizer = (request: FastifyRequest) => Promise<AdminCheck>;

/** Turns a check into the admin user, or the 401/403 every admin-only answer uses. */
export function assertAdmin(check: AdminCheck): AdminUser {
  if (check.status === 'unauthenticated') throw new AppError('UNAUTHENTICATED', 'Sign in as an admin to continue');
  if (check.status === 'unverified')
    throw new AppError('FORBIDDEN', EMAIL_NOT_VERIFIED_MESSAGE, { reason: 'EMAIL_NOT_VERIFIED' });
  if (check.status === 'forbidden')
    throw new AppError('FORBIDDEN', 'This account is not authorised to use the admin area');
  return check.user;
}

/**
 * Paths whose every route needs an admin session. Matched case-insensitively. /api/enrich-lead is
 * the spec's path (§7) for an admin-only call: it makes the server fetch arbitrary websites.
 */
export const PROTECTED_PREFIXES = ['/api/admin', '/api/debug', '/api/enrich-lead'];

/**
 * Admin-only routes whose spec path lies outside those prefixes: every screen that uses them is an
 * admin screen. Listed here so the same guard attaches and the route census checks them too.
 */
export const ADMIN_ONLY_PATHS = [
  '/api/generate-agent-prompt',
  // The voice-call test page dials any number with any script: an admin tool.
  // The public wizard calls only a number its visitor proved they hold (features/phone-verification).
  '/api/test-bland-call',
];

export const isProtectedPath = (url: string) => {
  const u = url.toLowerCase();
  return PROTECTED_PREFIXES.some((p) => u === p || u.startsWith(`${p}/`)) || ADMIN_ONLY_PATHS.includes(u);
};

/**
 * Attaches the admin check to every route registered under a protected prefix, at registration
 * time (onRoute). A route can't opt out and can't be forgotten; the route census test walks
 * app's routes and proves each one answers 401/403 without an admin session.
 */
export function installAdminGuard(app: App, authorize: AdminAuthorizer): void {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    request.adminUser = assertAdmin(await authorize(request));
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isProtectedPath(route.url)) return;
    // onRequest runs before body parsing, so an unauthenticated caller can't make us parse uploads.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard as never, ...existing];
  });
}
