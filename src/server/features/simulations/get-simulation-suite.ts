import { AppError } from '@common/errors';
import type { TSimulationSuiteResponse } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { campaignExists } from '../campaigns/campaign-exists';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { latestSimulationRunId } from '../simulation-runs/latest-simulation-run';
import { BUILTIN_SUITE } from './builtin-suite';

/** GET /api/admin/campaigns/{id}/simulations: the suite, the versions it would test, the latest run. */
export async function getSimulationSuite(ctx: AppContext, campaignId: string): Promise<TSimulationSuiteResponse> {
  if (!(await campaignExists(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  return {
    scenarios: BUILTIN_SUITE.map((s) => ({ name: s.name, builtIn: true, description: s.description })),
    promptVersionIds: (await listPromptVersions(ctx, campaignId)).map((v) => v.id),
    latestRunId: await latestSimulationRunId(ctx, campaignId),
  };
}
