import type { FastifyRequest } from 'fastify';
import type { TApiKeyScope } from '@common/api-keys/schemas';
import type { AdminUser } from './types';

/**
 * Who a request acts as: a signed-in member (browser session, with their role) or an API key with
 * its scopes and its creator. Permissions (admin-guard.ts) and the audit trail (audit-trail.ts)
 * are both decided from this one type.
 */
export type Actor =
  | { kind: 'admin'; user: AdminUser }
  | { kind: 'api-key'; keyId: string; name: string; scopes: readonly TApiKeyScope[]; createdBy: string | null };

export const adminActor = (user: AdminUser): Actor => ({ kind: 'admin', user });

/** The actor the guards established for this request, or null (anonymous, or refused before). */
export const requestActor = (request: FastifyRequest): Actor | null =>
  request.adminUser ? adminActor(request.adminUser) : request.actor;
