import { SIMULATION_STALLED_MESSAGE } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { failStalledRuns } from './simulation-runs.repo';

/**
 * Fails every run still `running` whose heartbeat is older than `before`, with the sentence the
 * simulations panel shows; answers their ids. Idempotent: a failed run is never touched again.
 */
export async function failStalledSimulationRuns(ctx: AppContext, before: Date): Promise<string[]> {
  return failStalledRuns(ctx.db, { before, message: SIMULATION_STALLED_MESSAGE, at: ctx.clock.now() });
}
