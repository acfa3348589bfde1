import type { AppContext } from '../../context';
import { latestRunId } from './simulation-runs.repo';

export async function latestSimulationRunId(ctx: AppContext, campaignId: string): Promise<string | null> {
  return latestRunId(ctx.db, campaignId);
}
