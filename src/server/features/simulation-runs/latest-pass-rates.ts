import type { AppContext } from '../../context';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { latestFinishedRunFor, verdictsFor } from './simulation-runs.repo';

interface VersionSimulation {
  promptVersionId: string;
  passed: number;
  total: number;
}

/**
 * Per version key the next dispatch would use: the newest finished run of that version's current
 * text, as scenarios passed of the run's suite; null when that text has no run.
 */
export async function latestPassRates(
  ctx: AppContext,
  campaignId: string,
): Promise<Map<string, VersionSimulation | null>> {
  const out = new Map<string, VersionSimulation | null>();
  for (const v of await listPromptVersions(ctx, campaignId)) {
    const run = await latestFinishedRunFor(ctx.db, campaignId, v.id);
    if (!run) {
      out.set(v.key, null);
      continue;
    }
    const verdicts = await verdictsFor(ctx.db, run.id, v.id);
    out.set(v.key, {
      promptVersionId: v.id,
      passed: verdicts.filter((r) => r.passed).length,
      total: run.scenarios.length,
    });
  }
  return out;
}
