import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { insertRunUnlessRunning, setRunJob } from './simulation-runs.repo';

interface NewRun {
  campaignId: string;
  promptVersionIds: string[];
  scenarios: string[];
  mode: 'sandbox' | 'live';
  judge: string;
}

/**
 * A run in `running` state; `attachJob` records the job that works it. A campaign runs one
 * simulation at a time (each may spend a model's tokens): a second start answers 409 naming it.
 */
export async function createSimulationRun(
  ctx: AppContext,
  r: NewRun,
): Promise<{ runId: string; attachJob(jobId: string): Promise<void> }> {
  const { row, running } = await insertRunUnlessRunning(ctx.db, {
    ...r,
    status: 'running',
    total: r.promptVersionIds.length * r.scenarios.length,
  });
  if (running)
    throw new AppError(
      'CONFLICT',
      `A simulation run of this campaign is still running (${row.id}, started ${row.createdAt.toISOString()}): wait for it to finish.`,
      { runningRunId: row.id },
    );
  return { runId: row.id, attachJob: (jobId) => setRunJob(ctx.db, row.id, jobId) };
}
