import type { AppContext } from '../../context';
import { pruneAuditRows } from './audit.repo';

/** Drops entries older than AUDIT_RETENTION_DAYS (default 400). */
export async function pruneAuditLog(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.env.AUDIT_RETENTION_DAYS * 86_400_000);
  return pruneAuditRows(ctx.db, cutoff);
}
