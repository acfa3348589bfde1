import { AppError } from '@common/errors';
import type { TCustomScenario } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { campaignExists } from '../campaigns/campaign-exists';
import { BUILTIN_SUITE } from './builtin-suite';
import { insertScenario } from './scenarios.repo';

/** POST /api/admin/campaigns/{id}/simulation-scenarios: a scenario written for the campaign. */
export async function createCustomScenario(
  ctx: AppContext,
  campaignId: string,
  scenario: TCustomScenario,
): Promise<{ id: string; name: string }> {
  if (!(await campaignExists(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  // Verdicts are kept by name, so a name must say one scenario.
  const taken = () => new AppError('CONFLICT', `A scenario named "${scenario.name}" already exists`);
  if (BUILTIN_SUITE.some((s) => s.name.toLowerCase() === scenario.name.toLowerCase())) throw taken();
  const made = await insertScenario(ctx.db, campaignId, scenario);
  if (!made) throw taken();
  return made;
}
