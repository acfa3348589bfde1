import { canChangeStatus } from '@common/campaigns/campaign-status';
import type { TCampaign, TCampaignStatus } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findCampaign, setCampaignStatus } from './campaigns.repo';
import { getCampaign } from './list-campaigns';

/** PATCH /api/admin/campaigns/{id}: Start, Pause or Resume (spec §4); anything else is a 409. */
export async function updateCampaignStatus(ctx: AppContext, id: string, to: TCampaignStatus): Promise<TCampaign> {
  const campaign = await findCampaign(ctx.db, id);
  if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
  const from = campaign.status as TCampaignStatus;
  if (!canChangeStatus(from, to)) throw new AppError('CONFLICT', `A ${from} campaign can't become ${to}`);
  if (from !== to && !(await setCampaignStatus(ctx.db, id, from, to))) {
    throw new AppError('CONFLICT', 'The campaign changed meanwhile; reload and try again');
  }
  return (await getCampaign(ctx, id))!;
}
