import type { AppContext } from '../../context';
import { beatRun } from './simulation-runs.repo';

/** A job took the run: its heartbeat starts again (a retry after a dead job's expiry beats here). */
export async function beatSimulationRun(ctx: AppContext, runId: string): Promise<void> {
  await beatRun(ctx.db, runId, ctx.clock.now());
}
