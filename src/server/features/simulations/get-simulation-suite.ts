import { AppError } from '@common/errors';
import type { TSimulationSuiteResponse } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { campaignExists } from '../campaigns/campaign-exists';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { latestSimulationRunId } from '../simulation-runs/latest-simulation-run';
import { campaignSuite } from './custom-scenario';

/** GET /api/admin/campaigns/{id}/simulations: the suite, the versions it would test, the latest run. */
export async function getSimulationSuite(ctx: AppContext, campaignId: string): Promise<TSimulationSuiteResponse> {
  if (!(await campaignExists(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  return {
    scenarios: (await campaignSuite(ctx, campaignId)).map((s) => ({
      id: s.id,
      name: s.name,
      builtIn: s.id === null,
      description: s.description,
    })),
    promptVersionIds: (await listPromptVersions(ctx, campaignId)).map((v) => v.id),
    latestRunId: await latestSimulationRunId(ctx, campaignId),
  };
}
