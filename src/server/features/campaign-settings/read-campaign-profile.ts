import {
  DEFAULT_CAMPAIGN_PURPOSE,
  DEFAULT_CAMPAIGN_SCRIPT,
  DEFAULT_PERSONA,
  FALLBACK_BUSINESS_NAME,
} from '@common/campaign-settings/defaults';
import type { TCampaignProfile } from '@common/campaign-settings/schemas';
import type { AppContext } from '../../context';
import { findProfile } from './campaign-profile.repo';
import { defaultVoiceFor, listCampaignVoices } from './campaign-voices';

/** What a campaign that never saved its settings runs on: CALLER_BUSINESS_NAME and the default script. */
export async function defaultCampaignProfile(ctx: AppContext): Promise<TCampaignProfile> {
  return {
    businessName: ctx.env.CALLER_BUSINESS_NAME ?? FALLBACK_BUSINESS_NAME,
    purpose: DEFAULT_CAMPAIGN_PURPOSE,
    script: DEFAULT_CAMPAIGN_SCRIPT,
    ...DEFAULT_PERSONA,
    // A provider that can't list its voices now leaves dispatch with the leads' assigned voices.
    voice: defaultVoiceFor(await listCampaignVoices(ctx).catch(() => []), DEFAULT_PERSONA.personaGender),
    callerId: null,
    transferNumber: null,
    transferHours: null,
  };
}

/** A campaign's business, script, persona, voice, caller ID and transfer: saved, or the defaults. */
export async function readCampaignProfile(
  ctx: AppContext,
  campaignId: string,
): Promise<{ profile: TCampaignProfile; saved: boolean }> {
  const saved = await findProfile(ctx.db, campaignId);
  return saved ? { profile: saved, saved: true } : { profile: await defaultCampaignProfile(ctx), saved: false };
}
