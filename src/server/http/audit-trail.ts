import type { FastifyRequest } from 'fastify';
import type { AuditInput } from '../features/audit/record-audit';
import { requestActor } from './actor';
import { isProtectedPath } from './admin-guard';
import { isApiKeyPath } from './api-key-guard';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route that knows the settings it changed, before and after (the audit log keeps them). */
    auditChanges?: { before?: unknown; after?: unknown };
    /** Set by an anonymous account route that learnt whose account it acted on (the audit actor). */
    auditSubject?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Anonymous requests that take over an account: whoever holds the link becomes its owner, so
 * each attempt is kept, named by the account's address when the route learnt it.
 */
const ACCOUNT_TAKEOVERS = new Set([
  'POST /api/invitations/accept',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
]);

/** Who acted, when known: an anonymous refusal (401) is noise, not an act, and isn't kept. */
function actorOf(request: FastifyRequest): Pick<AuditInput, 'actorKind' | 'actorId' | 'actorLabel' | 'role'> | null {
  const actor = requestActor(request);
  if (!actor) {
    if (!ACCOUNT_TAKEOVERS.has(`${request.method} ${request.url.split('?')[0]}`)) return null;
    const subject = request.auditSubject ?? 'anonymous';
    return { actorKind: 'visitor', actorId: request.visitorId || subject, actorLabel: subject, role: null };
  }
  return actor.kind === 'admin'
    ? { actorKind: 'member', actorId: actor.user.id, actorLabel: actor.user.email, role: actor.user.role }
    : { actorKind: 'api-key', actorId: actor.keyId, actorLabel: actor.name, role: null };
}

/**
 * Records every state-changing admin or API-key request once its answer is sent, whatever the
 * outcome (a refusal by role is recorded too). Written after the answer, so it adds no latency to
 * it; a failed write is logged loudly but can't undo what the request already did.
 */
export function installAuditTrail(app: App, record: (entry: AuditInput) => Promise<void>): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    const route = request.routeOptions.url;
    const takeover = ACCOUNT_TAKEOVERS.has(`${request.method} ${request.url.split('?')[0]}`);
    if (!route || !(isProtectedPath(route) || isApiKeyPath(route) || takeover)) return;
    const actor = actorOf(request);
    if (!actor) return;
    try {
      await record({
        ...actor,
        address: request.ip,
        action: `${request.method} ${takeover ? request.url.split('?')[0] : route}`,
        target: request.url.split('?')[0],
        changes: request.auditChanges,
        body: request.body,
        outcome: reply.statusCode,
        requestId: request.id,
      });
    } catch (err) {
      request.log.error({ err }, 'audit log entry could not be written');
    }
  });
}
