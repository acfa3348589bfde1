import { auditSentence, changedFields } from '@common/audit/describe';
import type { TAuditEntry, TAuditLogQuery, TAuditLogResponse } from '@common/audit/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getCampaign } from '../campaigns/list-campaigns';
import { listAuditRows, type AuditRow } from './audit.repo';

const campaignIdOf = (target: string) => /\/campaigns\/([0-9a-f-]{36})(?:\/|$)/.exec(target)?.[1] ?? null;

/** The names of the campaigns a page's targets name (a deleted campaign has none). */
async function campaignNames(ctx: AppContext, rows: AuditRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => campaignIdOf(r.target)).filter((id): id is string => id !== null))];
  const found = await Promise.all(ids.map(async (id) => [id, (await getCampaign(ctx, id))?.name] as const));
  return new Map(found.filter((f): f is readonly [string, string] => typeof f[1] === 'string'));
}

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
  const names = await campaignNames(ctx, page);
  return {
    entries: page.map((r) => {
      const id = campaignIdOf(r.target);
      const campaignName = (id && names.get(id)) ?? null;
      const changed = changedFields(r.changes ?? null);
      const actorKind = r.actorKind as TAuditEntry['actorKind'];
      const sentence = auditSentence({
        actor: r.actorLabel,
        actorKind,
        action: r.action,
        outcome: r.outcome,
        campaignName,
        changes: changed,
      });
      return {
        id: r.id,
        at: r.at.toISOString(),
        actorKind,
        actorId: r.actorId,
        actor: r.actorLabel,
        role: r.role,
        address: r.address,
        action: r.action,
        target: r.target,
        changes: r.changes ?? null,
        outcome: r.outcome,
        campaignName,
        sentence,
        changed,
      };
    }),
    nextCursor: rows.length > query.limit ? encode(page[page.length - 1]) : null,
  };
}
