import type { TCampaign, TUpdateCampaignRequest } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { updateCampaignProfile } from '../campaign-settings/update-campaign-profile';
import { findCampaign } from './campaigns.repo';
import { getCampaign } from './list-campaigns';
import { updateCampaignStatus } from './update-campaign-status';

/** PATCH /api/admin/campaigns/{id}: the settings first (refused whole when invalid), then the status move. */
export async function updateCampaign(
  ctx: AppContext,
  id: string,
  body: TUpdateCampaignRequest,
  by: string | null,
): Promise<TCampaign> {
  if (!(await findCampaign(ctx.db, id))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { status, ...settings } = body;
  if (Object.values(settings).some((v) => v !== undefined)) await updateCampaignProfile(ctx, id, settings, by);
  if (status) return updateCampaignStatus(ctx, id, status);
  return (await getCampaign(ctx, id))!;
}
