import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { assignVoices, campaignExists } from './dispatch.repo';

/**
 * POST /api/admin/campaigns/{id}/assign-voices: every enriched lead without a voice gets the
 * campaign's voice (its persona's, from the campaign settings), so every call of a campaign speaks
 * with one voice. Only when the provider listed no voice for the settings is each lead given one
 * of the provider's voices (Bland's GET /v1/voices when keyed, the Sandbox list otherwise), spread
 * by a hash of the lead id so a re-run never changes a voice already given.
 */
export async function assignCampaignVoices(ctx: AppContext, campaignId: string): Promise<{ assignedCount: number }> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { profile } = await readCampaignProfile(ctx, campaignId);
  if (profile.voice) return { assignedCount: await assignVoices(ctx.db, campaignId, [profile.voice]) };
  const voices = (await ctx.providers.voice.listVoices()).map((v) => v.id).filter(Boolean);
  if (!voices.length) throw new AppError('PROVIDER_ERROR', 'The voice provider offers no voices');
  return { assignedCount: await assignVoices(ctx.db, campaignId, voices) };
}
