import { AppError } from '@common/errors';
import type { TStartSimulationsResponse } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { campaignExists } from '../campaigns/campaign-exists';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { createSimulationRun } from '../simulation-runs/create-simulation-run';
import { campaignSuite } from './custom-scenario';
import { pickJudge } from './judge';
import { pickEngine } from '../conversations/pick-engine';
import { tokensLeftToday } from '../limits/daily-token-budget';
import { runSimulationsJob } from './run-simulations.job';
import { simulationTokenBudget } from './simulation-token-budget';
import { sweepStalledRuns } from './sweep-stalled-runs';

/**
 * POST /api/admin/campaigns/{id}/simulations: records a run over every prompt version the next
 * dispatch would use and queues the job that runs the suite; answers at once with the run's id.
 * A run on a language model is refused once the site's daily token budget is spent, and capped to
 * what is left of it (the Sandbox spends no tokens).
 */
export async function startSimulations(
  ctx: AppContext,
  campaignId: string,
  caps: { maxTurns: number; maxTokens: number },
): Promise<TStartSimulationsResponse> {
  if (!(await campaignExists(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const mode = pickEngine(ctx).mode;
  const maxTokens =
    mode === 'live'
      ? Math.min(caps.maxTokens, await tokensLeftToday(ctx, simulationTokenBudget(ctx.env)))
      : caps.maxTokens;
  const versions = await listPromptVersions(ctx, campaignId);
  // A run of this campaign whose job died would refuse this one (409) until the next sweep.
  await sweepStalledRuns(ctx, { campaignId });
  const run = await createSimulationRun(ctx, {
    campaignId,
    promptVersionIds: versions.map((v) => v.id),
    scenarios: (await campaignSuite(ctx, campaignId)).map((s) => s.name),
    mode,
    judge: pickJudge(ctx).name,
  });
  const jobId = await ctx.jobs.send(
    runSimulationsJob,
    { runId: run.runId, maxTurns: caps.maxTurns, maxTokens },
    { singletonKey: run.runId },
  );
  await run.attachJob(jobId);
  return { runId: run.runId, jobId };
}
