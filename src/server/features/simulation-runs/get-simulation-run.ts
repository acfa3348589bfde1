import { AppError } from '@common/errors';
import type { TSimulationRunResponse } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { findRun, listResults } from './simulation-runs.repo';

/** GET /api/admin/simulation-runs/{runId}: the run, its progress and every verdict so far. */
export async function getSimulationRun(ctx: AppContext, runId: string): Promise<TSimulationRunResponse> {
  const run = await findRun(ctx.db, runId);
  if (!run) throw new AppError('NOT_FOUND', 'Simulation run not found');
  // In suite order per version, however the parallel conversations finished.
  const rank = (r: { promptVersionId: string; name: string }) =>
    run.promptVersionIds.indexOf(r.promptVersionId) * 1000 + run.scenarios.indexOf(r.name);
  const scenarios = (await listResults(ctx.db, runId)).sort((a, b) => rank(a) - rank(b));
  return {
    scenarioNames: run.scenarios,
    runId: run.id,
    campaignId: run.campaignId,
    status: run.status as TSimulationRunResponse['status'],
    stopReason: run.stopReason === 'cost_cap' || run.stopReason === 'token_cap' ? run.stopReason : null,
    promptVersionIds: run.promptVersionIds,
    progress: { done: scenarios.length, total: run.total },
    mode: run.mode === 'sandbox' ? 'sandbox' : 'live',
    judge: run.judge,
    message: run.message,
    scenarios,
    createdAt: run.createdAt.toISOString(),
  };
}
