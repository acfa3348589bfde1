import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TSimulationScenarioResult } from '@common/simulations/schemas';
import type { DbOrTx } from '../../db/tx';
import { simulationResults, simulationRuns } from '../../db/schema';

// The only file touching simulation_runs and simulation_results (this feature owns them).

type SimulationRunRow = typeof simulationRuns.$inferSelect;
type NewSimulationRun = typeof simulationRuns.$inferInsert;

/**
 * Inserts the run unless its campaign has one running: the check and the insert hold one lock
 * per campaign, so two starts at once can't both pass. Answers the running run instead.
 */
export async function insertRunUnlessRunning(
  db: DbOrTx,
  values: NewSimulationRun,
): Promise<{ row: SimulationRunRow; running: false } | { row: SimulationRunRow; running: true }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`simulations:${values.campaignId}`}))`);
    const [busy] = await tx
      .select()
      .from(simulationRuns)
      .where(and(eq(simulationRuns.campaignId, values.campaignId), eq(simulationRuns.status, 'running')))
      .limit(1);
    if (busy) return { row: busy, running: true as const };
    const [row] = await tx.insert(simulationRuns).values(values).returning();
    return { row, running: false as const };
  });
}

/** Running runs silent since `before` (of one campaign, or all), with the job that works them. */
export async function findSilentRuns(
  db: DbOrTx,
  before: Date,
  campaignId?: string,
): Promise<Array<{ id: string; jobId: string | null }>> {
  return db
    .select({ id: simulationRuns.id, jobId: simulationRuns.jobId })
    .from(simulationRuns)
    .where(
      and(
        eq(simulationRuns.status, 'running'),
        lt(simulationRuns.heartbeatAt, before),
        campaignId ? eq(simulationRuns.campaignId, campaignId) : undefined,
      ),
    );
}

/** Fails a run still running and still silent since `before` (a beat in between keeps it). */
export async function failSilentRun(db: DbOrTx, id: string, before: Date, message: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(simulationRuns)
    .set({ status: 'failed', stopReason: 'stalled', message, finishedAt: at })
    .where(and(eq(simulationRuns.id, id), eq(simulationRuns.status, 'running'), lt(simulationRuns.heartbeatAt, before)))
    .returning({ id: simulationRuns.id });
  return rows.length > 0;
}

export async function beatRun(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(simulationRuns)
    .set({ heartbeatAt: at })
    .where(and(eq(simulationRuns.id, id), eq(simulationRuns.status, 'running')));
}

export async function findRun(db: DbOrTx, id: string): Promise<SimulationRunRow | null> {
  const [row] = await db.select().from(simulationRuns).where(eq(simulationRuns.id, id)).limit(1);
  return row ?? null;
}

export async function setRunJob(db: DbOrTx, id: string, jobId: string): Promise<void> {
  await db.update(simulationRuns).set({ jobId }).where(eq(simulationRuns.id, id));
}

export async function finishRun(
  db: DbOrTx,
  id: string,
  status: 'passed' | 'failed',
  stop: { reason: 'cost_cap' | 'token_cap' | null; message: string | null },
  at: Date,
): Promise<void> {
  await db
    .update(simulationRuns)
    .set({ status, stopReason: stop.reason, message: stop.message, finishedAt: at })
    .where(and(eq(simulationRuns.id, id), eq(simulationRuns.status, 'running')));
}

/** Idempotent: a retried job that ran a scenario again keeps the first verdict. */
export async function insertResult(db: DbOrTx, runId: string, r: TSimulationScenarioResult): Promise<void> {
  await db
    .insert(simulationResults)
    .values({ runId, promptVersionId: r.promptVersionId, scenario: r.name, passed: r.passed, result: r })
    .onConflictDoNothing();
}

export async function listResults(db: DbOrTx, runId: string): Promise<TSimulationScenarioResult[]> {
  const rows = await db
    .select({ result: simulationResults.result })
    .from(simulationResults)
    .where(eq(simulationResults.runId, runId))
    .orderBy(asc(simulationResults.createdAt));
  return rows.map((r) => r.result);
}

export async function latestRunId(db: DbOrTx, campaignId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: simulationRuns.id })
    .from(simulationRuns)
    .where(eq(simulationRuns.campaignId, campaignId))
    .orderBy(desc(simulationRuns.createdAt), desc(simulationRuns.id))
    .limit(1);
  return row?.id ?? null;
}

/** The newest finished run of the campaign that tested this version, or null. */
export async function latestFinishedRunFor(
  db: DbOrTx,
  campaignId: string,
  promptVersionId: string,
): Promise<SimulationRunRow | null> {
  const [row] = await db
    .select()
    .from(simulationRuns)
    .where(
      and(
        eq(simulationRuns.campaignId, campaignId),
        inArray(simulationRuns.status, ['passed', 'failed']),
        sql`${simulationRuns.promptVersionIds} @> ${JSON.stringify([promptVersionId])}::jsonb`,
      ),
    )
    .orderBy(desc(simulationRuns.createdAt), desc(simulationRuns.id))
    .limit(1);
  return row ?? null;
}

export async function verdictsFor(
  db: DbOrTx,
  runId: string,
  promptVersionId: string,
): Promise<Array<{ scenario: string; passed: boolean }>> {
  return db
    .select({ scenario: simulationResults.scenario, passed: simulationResults.passed })
    .from(simulationResults)
    .where(and(eq(simulationResults.runId, runId), eq(simulationResults.promptVersionId, promptVersionId)));
}
