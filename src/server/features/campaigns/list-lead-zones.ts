import type { TLeadZones } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findCampaign } from './campaigns.repo';
import { findLeadZones } from './lead-list.repo';

/** GET /api/admin/campaigns/{id}/lead-zones: the choices of the lead list's time-zone filter. */
export async function listLeadZones(ctx: AppContext, campaignId: string): Promise<TLeadZones> {
  if (!(await findCampaign(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const found = await findLeadZones(ctx.db, campaignId);
  return { zones: found.filter((z): z is string => z !== null), unknown: found.includes(null) };
}
