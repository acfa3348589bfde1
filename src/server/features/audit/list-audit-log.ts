import type { TAuditEntry, TAuditLogQuery, TAuditLogResponse } from '@common/audit/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { listAuditRows, type AuditRow } from './audit.repo';

const encode = (row: AuditRow) => Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');

function decode(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? ''))
    throw new AppError('BAD_REQUEST', 'This cursor is not one the audit log gave out');
  return { at: date, id: id! };
}

/** One page, newest first, filtered by substrings of actor, action and target. */
export async function listAuditLog(ctx: AppContext, query: TAuditLogQuery): Promise<TAuditLogResponse> {
  const rows = await listAuditRows(
    ctx.db,
    {
      actor: query.actor,
      action: query.action,
      target: query.target,
      before: query.cursor ? decode(query.cursor) : undefined,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorKind: r.actorKind as TAuditEntry['actorKind'],
      actorId: r.actorId,
      actor: r.actorLabel,
      role: r.role,
      address: r.address,
      action: r.action,
      target: r.target,
      changes: r.changes ?? null,
      outcome: r.outcome,
    })),
    nextCursor: rows.length > query.limit ? encode(page[page.length - 1]) : null,
  };
}
