import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  SIMULATION_RUN_STATUSES,
  type TCustomScenario,
  type TSimulationRunStatus,
  type TSimulationScenarioResult,
} from '@common/simulations/schemas';
import { createdAt, id, oneOf, ts } from './columns';
import { campaigns } from './outreach';

// Owned by features/simulation-runs: each run of a campaign's scenario suite against the prompt
// versions a dispatch would use, and one row per scenario and version with its verdict.

export const simulationRuns = pgTable(
  'simulation_runs',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    status: text('status').$type<TSimulationRunStatus>().notNull(),
    stopReason: text('stop_reason'), // cost_cap | token_cap | stalled
    promptVersionIds: jsonb('prompt_version_ids').$type<string[]>().notNull(),
    /** The suite's scenario names as run, so a missing verdict can be named. */
    scenarios: jsonb('scenarios').$type<string[]>().notNull(),
    total: integer('total').notNull(),
    mode: text('mode').notNull(),
    judge: text('judge').notNull(),
    message: text('message'),
    jobId: text('job_id'),
    createdAt: createdAt(),
    /** Written when a job takes the run and after each verdict: a stalled run stops writing it. */
    heartbeatAt: ts('heartbeat_at').defaultNow().notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    oneOf('simulation_runs_status_ck', t.status, SIMULATION_RUN_STATUSES),
    index('simulation_runs_campaign_idx').on(t.campaignId, t.createdAt),
  ],
);

export const simulationResults = pgTable(
  'simulation_results',
  {
    id: id(),
    runId: uuid('run_id')
      .notNull()
      .references(() => simulationRuns.id, { onDelete: 'cascade' }),
    promptVersionId: text('prompt_version_id').notNull(),
    scenario: text('scenario').notNull(),
    passed: boolean('passed').notNull(),
    result: jsonb('result').$type<TSimulationScenarioResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('simulation_results_run_scenario_idx').on(t.runId, t.promptVersionId, t.scenario)],
);

// Owned by features/simulations: the scenarios an admin wrote or saved from a test chat, run with
// the built-in suite.
export const simulationScenarios = pgTable(
  'simulation_scenarios',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scenario: jsonb('scenario').$type<TCustomScenario>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('simulation_scenarios_campaign_name_idx').on(t.campaignId, t.name)],
);
