import type { AppContext } from '../../context';
import { insertAuditEntry } from './audit.repo';
import { pruneAuditLog } from './prune-audit-log';
import { keepable, storable } from './redact';

export interface AuditInput {
  actorKind: 'member' | 'api-key' | 'visitor';
  actorId: string;
  actorLabel: string;
  role: string | null;
  address: string;
  action: string;
  target: string;
  changes?: { before?: unknown; after?: unknown };
  body?: unknown;
  outcome: number;
  requestId: string;
}

const DAY_MS = 86_400_000;
const lastPrune = new WeakMap<AppContext, number>();

/** Appends one entry; at most once a day per process it also prunes what retention lets go. */
export async function recordAudit(ctx: AppContext, input: AuditInput): Promise<void> {
  const changes = input.changes
    ? { before: keepable(input.changes.before), after: keepable(input.changes.after) }
    : input.body !== undefined
      ? { after: keepable(input.body) }
      : null;
  const { body: _body, ...row } = input;
  await insertAuditEntry(ctx.db, {
    ...row,
    actorLabel: storable(row.actorLabel),
    actorId: storable(row.actorId),
    target: storable(row.target),
    changes: changes?.after === undefined && !changes?.before ? null : changes,
  });
  const now = ctx.clock.now().getTime();
  if (now - (lastPrune.get(ctx) ?? 0) > DAY_MS) {
    lastPrune.set(ctx, now);
    await pruneAuditLog(ctx);
  }
}
