import type { TCampaign, TCampaignStatus } from '@common/campaigns/schemas';
import { CAMPAIGN_MSG } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { pauseDispatch, resumeDispatch } from '../dispatch/control-dispatch';
import { startCampaign } from '../outreach-state/outreach-state';
import { findCampaign } from './campaigns.repo';
import { getCampaign } from './list-campaigns';

/**
 * PATCH /api/admin/campaigns/{id}: Start, Pause or Resume (spec §4), through the state owner. The
 * card's Pause and Resume are the Dispatch tab's: they govern the open run, not only the label.
 * A move the transition table does not allow is a 409; setting the current status is harmless.
 */
export async function updateCampaignStatus(ctx: AppContext, id: string, to: TCampaignStatus): Promise<TCampaign> {
  const campaign = await findCampaign(ctx.db, id);
  if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
  const from = campaign.status;
  if (to === 'active' && from !== 'active' && campaign.archivedAt)
    throw new AppError('CONFLICT', CAMPAIGN_MSG.archived);
  if (from !== to) {
    if (to === 'paused') await pauseDispatch(ctx, id);
    else if (to === 'active' && from === 'paused') await resumeDispatch(ctx, id);
    else if (to === 'active' && (from === 'draft' || from === 'stopped')) {
      if (!(await startCampaign(ctx.db, id)))
        throw new AppError('CONFLICT', 'The campaign changed meanwhile; reload and try again');
    } else throw new AppError('CONFLICT', `A ${from} campaign can't become ${to}`);
  }
  return (await getCampaign(ctx, id))!;
}
