import { z } from 'zod';
import { text } from '@common/text/schemas';

// The audit log: who changed what, from where, with what outcome. Read by Owners and Admins.

export const AUDIT_PAGE_SIZE = 50;

export const ZAuditLogQuery = z.object({
  actor: text(254).trim().optional(),
  action: text(300).trim().optional(),
  target: text(500).trim().optional(),
  /** The `nextCursor` of the previous page. */
  cursor: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(AUDIT_PAGE_SIZE),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** `visitor`: an anonymous request that took over an account (invitation, password reset). */
  actorKind: z.enum(['member', 'api-key', 'visitor']),
  actorId: z.string(),
  /** The member's email or the key's name, as it was when they acted. */
  actor: z.string(),
  role: z.string().nullable(),
  address: z.string(),
  action: z.string(),
  target: z.string(),
  changes: z.object({ before: z.unknown().optional(), after: z.unknown().optional() }).nullable(),
  outcome: z.number().int(),
  /** The campaign the entry's target names, by its name now (null: no campaign, or deleted). */
  campaignName: z.string().nullable(),
  /** The entry in words (common/audit/describe.ts). */
  sentence: z.string(),
  /** The fields it changed, old → new. */
  changed: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogResponse = z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;
