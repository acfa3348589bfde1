import { SIMULATION_STALLED_MESSAGE } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { failSilentRun, findSilentRuns } from './simulation-runs.repo';

/**
 * Fails every run still `running` whose heartbeat is older than `before` (of one campaign, or
 * all), with the sentence the simulations panel shows; answers their ids. A run whose job still
 * waits in the queue (behind another campaign's run) is not dead, only not started: it is kept.
 * Idempotent: a failed run is never touched again.
 */
export async function failStalledSimulationRuns(ctx: AppContext, before: Date, campaignId?: string): Promise<string[]> {
  const failed: string[] = [];
  for (const run of await findSilentRuns(ctx.db, before, campaignId)) {
    if (run.jobId && (await ctx.jobs.findProgress(run.jobId))?.state === 'queued') continue;
    if (await failSilentRun(ctx.db, run.id, before, SIMULATION_STALLED_MESSAGE, ctx.clock.now())) failed.push(run.id);
  }
  return failed;
}
