import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { refreshCampaignCalls } from '../calls/refresh-campaign-calls';
import { completeCampaign } from '../outreach-state/outreach-state';
import { campaignExists } from './dispatch.repo';
import { getDispatchPreview } from './get-dispatch-preview';
import { emitCampaignCompleted } from './complete-campaign';

/**
 * POST /api/admin/campaigns/{id}/update-call-status: asks the provider about the campaign's calls
 * in progress (and settles lost or timed-out ones), then answers how many finished and how many
 * still run. A campaign with nothing left to call, now or later, and no dispatch running becomes
 * completed.
 */
export async function updateCampaignCallStatus(
  ctx: AppContext,
  campaignId: string,
): Promise<{ completed: number; inProgress: number }> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const counts = await refreshCampaignCalls(ctx, { campaignId });
  const preview = await getDispatchPreview(ctx, campaignId);
  const dispatched = preview.completed > 0;
  // The state owner completes only an active campaign with no open run.
  if (
    dispatched &&
    counts.inProgress === 0 &&
    preview.calling === 0 &&
    preview.now.count === 0 &&
    preview.later.count === 0 &&
    (await completeCampaign(ctx.db, campaignId))
  ) {
    await emitCampaignCompleted(ctx, campaignId, preview.completed);
  }
  return counts;
}
