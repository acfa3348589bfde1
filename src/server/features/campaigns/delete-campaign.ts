import { CAMPAIGN_MSG } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getOpenRun } from '../outreach-state/outreach-state';
import { findCampaign } from './campaigns.repo';
import { deleteCampaignRow } from './lead-edit.repo';

/**
 * DELETE /api/admin/campaigns/{id}: the campaign, its leads and what hangs off them (enrichment,
 * settings, simulations) go; call records stay (they are the company's record of who was called).
 * A running campaign, or one with an open dispatch, is refused: stop it first.
 */
export async function deleteCampaign(ctx: AppContext, id: string): Promise<{ deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const row = await findCampaign(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Campaign not found');
    if (row.status === 'active' || (await getOpenRun(tx, id)))
      throw new AppError('CONFLICT', CAMPAIGN_MSG.deleteRunning);
    await deleteCampaignRow(tx, id);
  });
  return { deleted: true };
}
