import { AppError } from '@common/errors';
import { simulationGateMessage } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { latestFinishedRunFor, verdictsFor } from './simulation-runs.repo';

/**
 * The gate before a live dispatch of a campaign that requires passing simulations: every prompt
 * version the dispatch would use needs its newest finished run to have passed every scenario of
 * that run's suite. Versions are ids over their text, so an edited template has no run yet.
 */
export async function assertSimulationsPassed(ctx: AppContext, campaignId: string): Promise<void> {
  const { profile } = await readCampaignProfile(ctx, campaignId);
  if (!profile.requireSimulations) return;
  const problems: Array<{ promptVersionId: string; key: string; failed: string[]; missing: boolean }> = [];
  for (const v of await listPromptVersions(ctx, campaignId)) {
    const run = await latestFinishedRunFor(ctx.db, campaignId, v.id);
    if (!run) {
      problems.push({ promptVersionId: v.id, key: v.key, failed: [], missing: true });
      continue;
    }
    const verdicts = new Map((await verdictsFor(ctx.db, run.id, v.id)).map((r) => [r.scenario, r.passed]));
    // A scenario the run never reached (a cost cap stopped it) counts as failed, by name.
    const failed = run.scenarios.filter((name) => verdicts.get(name) !== true);
    if (failed.length) problems.push({ promptVersionId: v.id, key: v.key, failed, missing: false });
  }
  // The message names versions by label (internal ids mean nothing to the admin); details keep the ids.
  if (problems.length)
    throw new AppError('CONFLICT', simulationGateMessage(problems), {
      promptVersions: problems.map((p) => ({
        promptVersionId: p.promptVersionId,
        missingRun: p.missing,
        failedScenarios: p.failed,
      })),
    });
}
