import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

/**
 * Who may use the admin area and as what (features/members owns it). The user row itself is
 * better-auth's; removing a member deletes that user, which cascades to its sessions.
 */
export const teamMembers = pgTable('team_members', {
  userId: text('user_id').primaryKey(),
  role: text('role').notNull(),
  invitedBy: text('invited_by'),
  createdAt: createdAt(),
});

/** An emailed invitation; only the hash of its token is kept (features/members owns it). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('team_invitations_token_uq').on(t.tokenHash), index('team_invitations_email_idx').on(t.email)],
);

/**
 * Append-only record of every state-changing admin or API-key request (features/audit owns it):
 * the product offers no way to edit or delete an entry; only retention prunes old ones.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    actorLabel: text('actor_label').notNull(),
    role: text('role'),
    address: text('address').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    changes: jsonb('changes').$type<{ before?: unknown; after?: unknown }>(),
    outcome: integer('outcome').notNull(),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id)],
);
