import type { TSimulationScenarioResult } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { beatRun, insertResult } from './simulation-runs.repo';

/** A verdict is the run's progress: it also moves the heartbeat the stalled-run sweep reads. */
export async function recordSimulationResult(
  ctx: AppContext,
  runId: string,
  result: TSimulationScenarioResult,
): Promise<void> {
  await insertResult(ctx.db, runId, result);
  await beatRun(ctx.db, runId, ctx.clock.now());
}
