import { AppError } from '@common/errors';
import type { TV1AutoDispatchRequest } from '@common/public-api/auto-dispatch';
import type { AppContext } from '../../context';
import { campaignExists } from '../campaigns/campaign-exists';
import { isAutoDispatch, setCampaignAutoDispatch } from '../dispatch/auto-dispatch';

/**
 * PATCH /api/v1/campaigns/{id}/auto-dispatch: the same switch as the admin's, through the dispatch
 * owner, so a key meets every check a member meets (archived, paused, business name, lawful
 * dispatch, simulations).
 */
export async function switchAutoDispatch(
  ctx: AppContext,
  campaignId: string,
  input: TV1AutoDispatchRequest,
): Promise<{ answer: { campaignId: string; autoDispatch: boolean }; changes: { before: object; after: object } }> {
  if (!(await campaignExists(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { autoDispatch, testMode, consentAttestation } = input;
  const was = await isAutoDispatch(ctx, campaignId);
  const on = await setCampaignAutoDispatch(ctx, campaignId, autoDispatch, { testMode, consentAttestation }, null);
  return {
    answer: { campaignId, autoDispatch: on },
    changes: { before: { autoDispatch: was }, after: { autoDispatch: on } },
  };
}
