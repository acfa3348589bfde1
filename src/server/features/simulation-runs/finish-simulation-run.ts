import type { AppContext } from '../../context';
import { finishRun, listResults } from './simulation-runs.repo';

/**
 * Passed only when every scenario ran for every version and passed; a run the cost cap stopped
 * failed, and says so.
 */
export async function finishSimulationRun(
  ctx: AppContext,
  runId: string,
  total: number,
  stop: { reason: 'cost_cap' | 'token_cap'; message: string } | null,
): Promise<'passed' | 'failed'> {
  const results = await listResults(ctx.db, runId);
  const passed = !stop && results.length === total && results.every((r) => r.passed);
  const failed = results.filter((r) => !r.passed).length;
  const message =
    stop?.message ?? (passed ? `All ${total} scenarios passed.` : `${failed} of ${total} scenarios failed.`);
  await finishRun(
    ctx.db,
    runId,
    passed ? 'passed' : 'failed',
    { reason: stop?.reason ?? null, message },
    ctx.clock.now(),
  );
  return passed ? 'passed' : 'failed';
}
