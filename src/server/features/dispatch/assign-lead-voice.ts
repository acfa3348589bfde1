import { LEAD_BULK_MSG, type TLeadBulkVoiceRequest } from '@common/campaigns/lead-edit';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { listCampaignVoices } from '../campaign-settings/campaign-voices';
import { campaignExists, setLeadVoice } from './dispatch.repo';

/**
 * POST /api/admin/campaigns/{id}/leads/bulk-assign-voice: the selected leads get the chosen voice
 * (one of the voice provider's, as the campaign settings require), in one transaction; an id that
 * is not one of this campaign's leads refuses the lot.
 */
export async function assignLeadVoice(
  ctx: AppContext,
  campaignId: string,
  body: TLeadBulkVoiceRequest,
): Promise<{ count: number }> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const voices = await listCampaignVoices(ctx);
  if (!voices.some((v) => v.id === body.voice))
    throw new AppError('VALIDATION', LEAD_BULK_MSG.unknownVoice(body.voice));
  const ids = [...new Set(body.leadIds)];
  return ctx.db.transaction(async (tx) => {
    const count = await setLeadVoice(tx, campaignId, ids, body.voice);
    if (count !== ids.length) throw new AppError('VALIDATION', LEAD_BULK_MSG.otherCampaign);
    return { count };
  });
}
