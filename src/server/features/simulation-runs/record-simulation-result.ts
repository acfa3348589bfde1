import type { TSimulationScenarioResult } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { insertResult } from './simulation-runs.repo';

export async function recordSimulationResult(
  ctx: AppContext,
  runId: string,
  result: TSimulationScenarioResult,
): Promise<void> {
  await insertResult(ctx.db, runId, result);
}
