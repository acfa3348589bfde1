import { and, desc, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { auditLog } from '../../db/schema';

// The only file touching audit_log. Entries are inserted and, past retention, pruned: there is
// deliberately no update and no delete of a single entry.

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  /** Strictly older than this (time, then id): the keyset of the previous page's last entry. */
  before?: { at: Date; id: string };
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first. */
export function listAuditRows(db: DbOrTx, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const where = [
    filter.actor
      ? or(ilike(auditLog.actorLabel, like(filter.actor)), ilike(auditLog.actorId, like(filter.actor)))
      : undefined,
    filter.action ? ilike(auditLog.action, like(filter.action)) : undefined,
    filter.target ? ilike(auditLog.target, like(filter.target)) : undefined,
    filter.before
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${filter.before.at.toISOString()}::timestamptz, ${filter.before.id}::uuid)`
      : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** Retention: removes entries older than `cutoff`. */
export async function pruneAuditRows(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return rows.length;
}
