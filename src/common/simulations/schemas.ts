import { z } from 'zod';
import { ZToolName } from '@common/conversations/schemas';

// Simulated calls: the campaign's agent against scripted callees, each scenario with its checks,
// before any prompt version reaches a real phone. One schema for the routes and the admin panel.

export const SIMULATION_RUN_STATUSES = ['running', 'passed', 'failed'] as const;
const ZSimulationRunStatus = z.enum(SIMULATION_RUN_STATUSES);
export type TSimulationRunStatus = (typeof SIMULATION_RUN_STATUSES)[number];

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

export type TSimulationCheck = z.infer<typeof ZSimulationCheck>;

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
  stopReason: z.enum(['cost_cap', 'token_cap']).nullable(),
  promptVersionIds: z.array(z.string()),
  /** The suite as it was when the run started (built-in, then the campaign's own). */
  scenarioNames: z.array(z.string()),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The engine and the judge that ran, "sandbox" when offline (labelled Sandbox in the panel). */
  mode: z.enum(['sandbox', 'live']),
  judge: z.string(),
  message: z.string().nullable(),
  scenarios: z.array(ZSimulationScenarioResult),
  createdAt: z.string(),
});
export type TSimulationRunResponse = z.infer<typeof ZSimulationRunResponse>;

/** What the panel shows for a run whose job died while it was running (the stalled-run sweep). */
export const SIMULATION_STALLED_MESSAGE = 'The run stopped: the process running it ended. Start it again.';

const DEFAULT_SIMULATION_TURN_CAP = 400;
/** About 20 simulated calls of a few thousand tokens each with a real model; the Sandbox spends none. */
const DEFAULT_SIMULATION_TOKEN_CAP = 200_000;

/** The most tokens a Prompter's run may spend; Owners and Admins (settings:edit) may set up to 10,000,000. */
export const SIMULATION_TOKEN_CAP_WITHOUT_ADMIN = 1_000_000;
export const SIMULATION_TOKEN_CAP_MESSAGE = `A simulation run may spend at most ${SIMULATION_TOKEN_CAP_WITHOUT_ADMIN.toLocaleString('en-US')} tokens unless an Owner or Admin starts it`;

/**
 * The cost caps of a run: callee turns in all its conversations (each is one model reply or
 * more), and tokens a real language model spends on them and their judgements.
 */
export const ZStartSimulationsRequest = z
  .object({
    maxTurns: z.number().int().min(1).max(5000).default(DEFAULT_SIMULATION_TURN_CAP),
    maxTokens: z.number().int().min(1000).max(10_000_000).default(DEFAULT_SIMULATION_TOKEN_CAP),
  })
  .default({ maxTurns: DEFAULT_SIMULATION_TURN_CAP, maxTokens: DEFAULT_SIMULATION_TOKEN_CAP });

export const ZStartSimulationsResponse = z.object({ runId: z.string(), jobId: z.string() });
export type TStartSimulationsResponse = z.infer<typeof ZStartSimulationsResponse>;

/** GET /api/admin/campaigns/{id}/simulations: the suite, the versions it would test, the latest run. */
export const ZSimulationSuiteResponse = z.object({
  scenarios: z.array(
    z.object({ id: z.string().nullable(), name: z.string(), builtIn: z.boolean(), description: z.string() }),
  ),
  promptVersionIds: z.array(z.string()),
  latestRunId: z.string().nullable(),
});
export type TSimulationSuiteResponse = z.infer<typeof ZSimulationSuiteResponse>;

/** A prompt version as the admin knows it: the campaign's own prompt, or an experiment's variant by its key. */
export const promptVersionLabel = (key: string) => (key === 'base' ? 'The campaign prompt' : `Variant "${key}"`);

/** A version id (`key@hash`, the hash an internal detail) as the admin knows it. */
export const promptVersionIdLabel = (id: string) => promptVersionLabel(id.split('@')[0] ?? id);

export const simulationGateMessage = (problems: Array<{ key: string; failed: string[]; missing: boolean }>) =>
  'Live dispatch needs passing simulations for every prompt version. ' +
  problems
    .map((p) =>
      p.missing
        ? `${promptVersionLabel(p.key)}: no simulation run yet`
        : `${promptVersionLabel(p.key)}: failed ${p.failed.map((n) => `"${n}"`).join(', ')}`,
    )
    .join('; ') +
  '. Run the suite in the Simulations panel.';

const isRegex = (s: string) => {
  try {
    new RegExp(s, 'i');
    return true;
  } catch {
    return false;
  }
};
const ZPattern = z.string().trim().max(200).refine(isRegex, 'Not a valid pattern').nullable().default(null);

/** A scenario an admin writes (or saves from a test chat): the callee's lines and what must happen. */
export const ZCustomScenarioRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  callee: z.array(z.string().trim().min(1).max(500)).min(1, 'At least one callee line').max(20),
  toolsCalled: z.array(ZToolName).max(6).default([]),
  toolsNotCalled: z.array(ZToolName).max(6).default([]),
  /** A pattern (case-insensitive) some agent turn must match, and one none may match. */
  agentSays: ZPattern,
  agentNeverSays: ZPattern,
  /** What the language-model judge decides; the Sandbox judge leaves it to the rule checks. */
  rubric: z.string().trim().max(1000).default(''),
});
export type TCustomScenarioRequest = z.input<typeof ZCustomScenarioRequest>;
export type TCustomScenario = z.output<typeof ZCustomScenarioRequest>;

export const ZCustomScenarioResponse = z.object({ id: z.string(), name: z.string() });

export const ZSaveChatScenarioRequest = z.object({ name: z.string().trim().min(1, 'Name is required').max(120) });

/** POST /api/admin/campaigns/{id}/simulation-scenarios/from-lead: a callee played after one of the campaign's leads. */
export const ZLeadScenarioRequest = z.object({ leadId: z.uuid() });
