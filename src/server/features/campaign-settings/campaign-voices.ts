import type { TPersonaGender } from '@common/campaign-settings/schemas';
import type { AppContext } from '../../context';

export interface VoiceOption {
  id: string;
  name: string;
  gender: string | null;
}

/** The voice provider's voices (Bland's list when keyed, the Sandbox's otherwise). */
export async function listCampaignVoices(ctx: AppContext): Promise<VoiceOption[]> {
  return (await ctx.providers.voice.listVoices())
    .filter((v) => v.id)
    .map((v) => ({ id: v.id, name: v.name, gender: v.gender ?? null }));
}

/** A voice may serve a persona when its gender is the persona's or unknown (Bland tags only some). */
export const voiceFits = (voice: VoiceOption, gender: TPersonaGender) => !voice.gender || voice.gender === gender;

/** The persona's default voice: the first of its gender, else any. */
export function defaultVoiceFor(voices: VoiceOption[], gender: TPersonaGender): string {
  return (voices.find((v) => v.gender === gender) ?? voices.find((v) => voiceFits(v, gender)) ?? voices[0])?.id ?? '';
}
