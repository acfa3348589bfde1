import { ZCampaignProfile, type TCampaignProfile } from '@common/campaign-settings/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { saveProfile } from './campaign-profile.repo';
import { listCampaignVoices, voiceFits } from './campaign-voices';
import { readCampaignProfile } from './read-campaign-profile';

/**
 * Saves part or all of a campaign's settings over what it has (saved or defaults). The result is
 * checked whole with the form's schema, and the voice must be one of the provider's and fit the
 * persona: a female agent never speaks with a male voice.
 */
export async function updateCampaignProfile(
  ctx: AppContext,
  campaignId: string,
  patch: Partial<TCampaignProfile>,
  by: string | null,
): Promise<TCampaignProfile> {
  const { profile: current } = await readCampaignProfile(ctx, campaignId);
  const parsed = ZCampaignProfile.safeParse({ ...current, ...patch });
  if (!parsed.success)
    throw new AppError('VALIDATION', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const next = parsed.data;
  const voices = await listCampaignVoices(ctx);
  const voice = voices.find((v) => v.id === next.voice);
  if (!voice) throw new AppError('VALIDATION', `voice: "${next.voice}" is not one of the voice provider's voices`);
  if (!voiceFits(voice, next.personaGender))
    throw new AppError(
      'VALIDATION',
      `voice: ${voice.name} is a ${voice.gender} voice; choose a ${next.personaGender} voice for ${next.personaName}`,
    );
  await saveProfile(ctx.db, campaignId, next, by);
  return next;
}
