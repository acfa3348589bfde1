import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { assignVoices, campaignExists } from './dispatch.repo';

/**
 * POST /api/admin/campaigns/{id}/assign-voices: every enriched lead without a voice gets one of
 * the voice provider's voices (Bland's GET /v1/voices when keyed, the Sandbox list otherwise),
 * spread evenly by a hash of the lead id so a re-run never changes a voice already given.
 */
export async function assignCampaignVoices(ctx: AppContext, campaignId: string): Promise<{ assignedCount: number }> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const voices = (await ctx.providers.voice.listVoices()).map((v) => v.id).filter(Boolean);
  if (!voices.length) throw new AppError('PROVIDER_ERROR', 'The voice provider offers no voices');
  return { assignedCount: await assignVoices(ctx.db, campaignId, voices) };
}
