import pLimit from 'p-limit';
import { z } from 'zod';
import { promptVersionLabel } from '@common/simulations/schemas';
import { defineJob } from '../../jobs/define-job';
import { withTokenMeter } from '../../providers/llm/token-meter';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { finishSimulationRun } from '../simulation-runs/finish-simulation-run';
import { beatSimulationRun } from '../simulation-runs/beat-simulation-run';
import { getSimulationRun } from '../simulation-runs/get-simulation-run';
import { recordSimulationResult } from '../simulation-runs/record-simulation-result';
import { spendTokens } from '../limits/daily-token-budget';
import { campaignSuite } from './custom-scenario';
import { pickJudge } from './judge';
import { simulateScenario } from './simulate-scenario';
import { simulatedAgent } from './simulated-agent';
import { SIMULATION_JOB_EXPIRY_S } from './run-bounds';
import { simulationTokenBudget } from './simulation-token-budget';
import { startStalledRunSweep } from './sweep-stalled-runs';

/** Conversations at once: a language model's rate limits bound this, the Sandbox does not need more. */
export const SIMULATION_PARALLELISM = 4;

export const ZRunSimulationsPayload = z.object({
  runId: z.uuid(),
  /** The cost cap: callee lines said across all conversations of the run. */
  maxTurns: z.number().int().positive(),
  /** The other cost cap: tokens a real language model spends (a payload queued before it existed has none). */
  maxTokens: z.number().int().positive().optional(),
});

/**
 * Runs a campaign's suite against the prompt versions recorded on the run. Idempotent: a retry
 * runs only the scenarios without a verdict. Each conversation reserves its callee lines against
 * the cap before it starts, so the cap is never passed; the rest are left unrun and the run fails
 * saying so. Tokens can't be reserved ahead (a model's replies vary), so the token cap stops new
 * conversations once reached; those in flight finish and count.
 */
export const runSimulationsJob = defineJob({
  name: 'run-simulations',
  payload: ZRunSimulationsPayload,
  admin: true,
  retryLimit: 1,
  expireInSeconds: SIMULATION_JOB_EXPIRY_S,
  async recover(app) {
    await startStalledRunSweep(app);
  },
  async handler({ runId, maxTurns, maxTokens = Infinity }, job) {
    const ctx = job.app;
    const run = await getSimulationRun(ctx, runId);
    if (run.status !== 'running') return { status: run.status };
    await beatSimulationRun(ctx, runId);
    const done = new Set(run.scenarios.map((s) => `${s.promptVersionId}|${s.name}`));
    const versions = (await listPromptVersions(ctx, run.campaignId)).filter((v) => run.promptVersionIds.includes(v.id));
    const agent = await simulatedAgent(ctx, run.campaignId);
    const judge = pickJudge(ctx);
    // The suite as recorded when the run started: a scenario added since waits for the next run.
    const suite = (await campaignSuite(ctx, run.campaignId)).filter((s) => run.scenarioNames.includes(s.name));
    const work = versions.flatMap((v) => suite.filter((s) => !done.has(`${v.id}|${s.name}`)).map((s) => ({ v, s })));
    let finished = done.size;
    let turns = run.scenarios.reduce((n, s) => n + s.transcript.filter((t) => t.role === 'callee').length, 0);
    let tokens = 0;
    let capped = 0;
    let tokenCapped = 0;
    const limit = pLimit(SIMULATION_PARALLELISM);
    await Promise.all(
      work.map(({ v, s }) =>
        limit(async () => {
          if (turns + s.callee.length > maxTurns) {
            capped++;
            return;
          }
          if (tokens >= maxTokens) {
            tokenCapped++;
            return;
          }
          turns += s.callee.length;
          const metered = await withTokenMeter(() => simulateScenario(ctx, agent, v, s, judge));
          tokens += metered.tokens;
          await spendTokens(ctx, simulationTokenBudget(ctx.env), metered.tokens);
          const result = metered.result;
          await recordSimulationResult(ctx, runId, result);
          finished++;
          await job.progress({
            done: finished,
            total: run.progress.total,
            message: `${s.name} (${promptVersionLabel(v.key)})`,
          });
        }),
      ),
    );
    const stop = capped
      ? {
          reason: 'cost_cap' as const,
          message: `Stopped at the cost cap of ${maxTurns} callee turns: ${capped + tokenCapped} of ${run.progress.total} conversations did not run.`,
        }
      : tokenCapped
        ? {
            reason: 'token_cap' as const,
            message: `Stopped at the cost cap of ${maxTokens} tokens (${tokens} spent): ${tokenCapped} of ${run.progress.total} conversations did not run.`,
          }
        : null;
    return { status: await finishSimulationRun(ctx, runId, run.progress.total, stop) };
  },
});
