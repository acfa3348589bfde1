import { AppError } from '@common/errors';
import { SCOUT_RUN_LIST_LIMIT, type TScoutRun, type TScoutRunSummary } from '@common/scout/schemas';
import type { AppContext } from '../../context';
import { findScoutRun, listScoutRuns } from './scout.repo';

/** Past runs, newest first, so a result can be reopened without searching again. */
export async function listRuns(ctx: AppContext): Promise<TScoutRunSummary[]> {
  const rows = await listScoutRuns(ctx.db, SCOUT_RUN_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function getRun(ctx: AppContext, id: string): Promise<TScoutRun> {
  const row = await findScoutRun(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Scout run not found');
  const { result, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), leadCount: result.potentialLeads.length, data: result };
}
