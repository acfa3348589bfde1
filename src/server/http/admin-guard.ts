import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '@common/errors';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@common/auth/schemas';
import { ROLE_LABELS, roleCan, PERMISSION_LABELS } from '@common/members/roles';
import type { App, AdminUser } from './types';
import { ROUTE_PERMISSIONS, routePermission, type RoutePermission } from './route-permissions';

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

/** The 403 for a member whose role lacks the route's permission; it names that permission. */
export function assertAllowed(user: AdminUser, permission: RoutePermission): void {
  if (permission === 'session:self' || roleCan(user.role, permission)) return;
  throw new AppError(
    'FORBIDDEN',
    `Your role (${ROLE_LABELS[user.role]}) may not ${PERMISSION_LABELS[permission]}: this needs the "${permission}" permission`,
    { permission, role: user.role },
  );
}

/**
 * Attaches the admin check and the route's permission (route-permissions.ts) to every route
 * registered under a protected prefix, at registration time (onRoute). A route can't opt out and
 * can't be forgotten: one missing from the table stops the boot. The route census tests walk the
 * app's routes as every role and as nobody.
 */
export function installAdminGuard(
  app: App,
  authorize: AdminAuthorizer,
  table: Record<string, RoutePermission> = ROUTE_PERMISSIONS,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isProtectedPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const permissions = methods.map((m) => {
      const p = routePermission(table, m, route.url);
      if (!p)
        throw new Error(
          `${m} ${route.url} is an admin route missing from ROUTE_PERMISSIONS (src/server/http/route-permissions.ts): add it with the permission it needs`,
        );
      return p;
    });
    const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = assertAdmin(await authorize(request));
      request.adminUser = user;
      assertAllowed(user, permissions[Math.max(0, methods.indexOf(request.method))]);
    };
    // onRequest runs before body parsing, so an unauthenticated caller can't make us parse uploads.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard as never, ...existing];
  });
}
