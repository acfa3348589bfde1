import { performance } from 'node:perf_hooks';
import { defaultOutcomeSettings } from '../src/common/outcomes/schemas';
import type { TSimulationRunResponse } from '../src/common/simulations/schemas';
import { saveSettings } from '../src/server/features/campaign-settings/campaign-settings.repo';
import { getSimulationRun } from '../src/server/features/simulation-runs/get-simulation-run';
import { SIMULATION_PARALLELISM } from '../src/server/features/simulations/run-simulations.job';
import { startSimulations } from '../src/server/features/simulations/start-simulations';
import { startFakeOpenAi } from '../tests/fakes/openai';
import { insertReadyCampaign, testPhone } from '../tests/support/dispatch-leads';
import { startTestServer, type TestServer } from '../tests/support/test-server';
import { load1 } from './lib/bench-databases';
import { round } from './lib/load';
import { withTestTemplate } from './lib/test-template';
import type { BenchResult } from './run';

// The built-in suite over 2 prompt versions (an A/B experiment), start to finished run, through
// the run job as the server works it: with the Sandbox engine and judge (target ≤ 10 s), and with
// the OpenAI fake answering every model request (agent turns and judge) after 300 ms, at the
// default parallelism (target ≤ 60 s).

const FAKE_MODEL_MS = 300;

async function runSuite(server: TestServer): Promise<{ ms: number; run: TSimulationRunResponse }> {
  const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Bench simulations', [{ phoneE164: testPhone(1) }]);
  await saveSettings(
    server.ctx.db,
    campaignId,
    {
      ...defaultOutcomeSettings(),
      experiment: {
        status: 'running',
        winner: null,
        variants: [
          { key: 'A', prompt: '', weight: 1 },
          { key: 'B', prompt: 'You are Ava. Offer {{companyName}} a short demo and keep it brief.', weight: 1 },
        ],
      },
    },
    null,
  );
  const t0 = performance.now();
  const { runId } = await startSimulations(server.ctx, campaignId, { maxTurns: 400, maxTokens: 10_000_000 });
  for (;;) {
    const run = await getSimulationRun(server.ctx, runId);
    if (run.status !== 'running') return { ms: performance.now() - t0, run };
    await new Promise((r) => setTimeout(r, 25));
  }
}

const figures = (prefix: string, r: { ms: number; run: TSimulationRunResponse }) => ({
  [`${prefix}Versions`]: r.run.promptVersionIds.length,
  [`${prefix}Conversations`]: r.run.scenarios.length,
  [`${prefix}Status`]: r.run.status,
  [`${prefix}Ms`]: round(r.ms),
});

export default async function bench(): Promise<BenchResult> {
  const sandbox = await withTestTemplate(async () => {
    const server = await startTestServer();
    try {
      return await runSuite(server);
    } finally {
      await server.close();
    }
  });
  const llm = await withTestTemplate(async () => {
    const fake = await startFakeOpenAi();
    fake.set({
      delayMs: FAKE_MODEL_MS,
      content: (req) =>
        req.response_format?.json_schema?.name === 'simulation_verdict'
          ? JSON.stringify({ passed: true, reason: 'Meets the rubric.' })
          : 'Happy to help with that.',
    });
    const server = await startTestServer({ env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl } });
    try {
      const r = await runSuite(server);
      return { ...r, requests: fake.requests.length };
    } finally {
      await server.close();
      await fake.close();
    }
  });
  return {
    name: 'simulations',
    metrics: {
      scenarios: sandbox.run.scenarios.length / sandbox.run.promptVersionIds.length,
      ...figures('sandbox', sandbox),
      sandboxTargetMs: 10_000,
      fakeModelMs: FAKE_MODEL_MS,
      parallelism: SIMULATION_PARALLELISM,
      ...figures('openaiFake', llm),
      openaiFakeRequests: llm.requests,
      openaiFakeTargetMs: 60_000,
      load1: load1(),
    },
    notes:
      'The OpenAI fake speaks without tools, so its run fails the rule checks that need a tool call; the figure is the time, not the verdicts.',
  };
}
