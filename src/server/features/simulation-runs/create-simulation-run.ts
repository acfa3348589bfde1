import type { AppContext } from '../../context';
import { insertRun, setRunJob } from './simulation-runs.repo';

interface NewRun {
  campaignId: string;
  promptVersionIds: string[];
  scenarios: string[];
  mode: 'sandbox' | 'live';
  judge: string;
}

/** A run in `running` state; `attachJob` records the job that works it. */
export async function createSimulationRun(
  ctx: AppContext,
  r: NewRun,
): Promise<{ runId: string; attachJob(jobId: string): Promise<void> }> {
  const row = await insertRun(ctx.db, {
    ...r,
    status: 'running',
    total: r.promptVersionIds.length * r.scenarios.length,
  });
  return { runId: row.id, attachJob: (jobId) => setRunJob(ctx.db, row.id, jobId) };
}
