import { z } from 'zod';

// Simulated calls: the campaign's agent against scripted callees, each scenario with its checks,
// before any prompt version reaches a real phone. One schema for the routes and the admin panel.

export const SIMULATION_RUN_STATUSES = ['running', 'passed', 'failed'] as const;
export const ZSimulationRunStatus = z.enum(SIMULATION_RUN_STATUSES);

export const ZSimulationTurn = z.object({ role: z.enum(['agent', 'callee']), text: z.string() });

export const ZSimulationToolCall = z.object({
  name: z.string(),
  input: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
});

export const ZSimulationCheck = z.object({
  label: z.string(),
  passed: z.boolean(),
  /** Why it passed or failed, in words an admin reads. */
  reason: z.string(),
  /** 'rule' for a deterministic check, else the judge that decided (sandbox | openai). */
  by: z.string(),
});

export const ZSimulationScenarioResult = z.object({
  name: z.string(),
  promptVersionId: z.string(),
  passed: z.boolean(),
  reasons: z.array(z.string()),
  checks: z.array(ZSimulationCheck),
  transcript: z.array(ZSimulationTurn),
  toolCalls: z.array(ZSimulationToolCall),
});
export type TSimulationScenarioResult = z.infer<typeof ZSimulationScenarioResult>;

export const ZSimulationRunResponse = z.object({
  runId: z.string(),
  campaignId: z.string(),
  status: ZSimulationRunStatus,
  /** Set when the run failed because its cost cap stopped it before every scenario ran. */
  stopReason: z.enum(['cost_cap']).nullable(),
  promptVersionIds: z.array(z.string()),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The engine and the judge that ran, "sandbox" when offline (labelled Sandbox in the panel). */
  mode: z.enum(['sandbox', 'live']),
  judge: z.string(),
  message: z.string().nullable(),
  scenarios: z.array(ZSimulationScenarioResult),
  createdAt: z.string(),
});
export type TSimulationRunResponse = z.infer<typeof ZSimulationRunResponse>;

export const DEFAULT_SIMULATION_TURN_CAP = 400;

/** The cost cap of a run: callee turns in all its conversations (each is one model reply or more). */
export const ZStartSimulationsRequest = z
  .object({ maxTurns: z.number().int().min(1).max(5000).default(DEFAULT_SIMULATION_TURN_CAP) })
  .default({ maxTurns: DEFAULT_SIMULATION_TURN_CAP });
export type TStartSimulationsRequest = z.input<typeof ZStartSimulationsRequest>;

export const ZStartSimulationsResponse = z.object({ runId: z.string(), jobId: z.string() });
export type TStartSimulationsResponse = z.infer<typeof ZStartSimulationsResponse>;

/** GET /api/admin/campaigns/{id}/simulations: the suite, the versions it would test, the latest run. */
export const ZSimulationSuiteResponse = z.object({
  scenarios: z.array(z.object({ name: z.string(), builtIn: z.boolean(), description: z.string() })),
  promptVersionIds: z.array(z.string()),
  latestRunId: z.string().nullable(),
});
export type TSimulationSuiteResponse = z.infer<typeof ZSimulationSuiteResponse>;

export const simulationGateMessage = (
  problems: Array<{ promptVersionId: string; failed: string[]; missing: boolean }>,
) =>
  'Live dispatch needs passing simulations for every prompt version. ' +
  problems
    .map((p) =>
      p.missing
        ? `${p.promptVersionId}: no simulation run yet`
        : `${p.promptVersionId}: failed ${p.failed.map((n) => `"${n}"`).join(', ')}`,
    )
    .join('; ') +
  '. Run the suite in the Simulations panel.';
