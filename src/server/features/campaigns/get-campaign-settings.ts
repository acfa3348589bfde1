import type { TCampaignProfileView } from '@common/campaign-settings/schemas';
import { disclosureOpening } from '@common/dispatch/disclosure';
import { AppError } from '@common/errors';
import { LEAD_AGENT_DEFAULTS } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import { campaignPromptTemplate } from '../campaign-settings/campaign-prompt-template';
import { listCampaignVoices } from '../campaign-settings/campaign-voices';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { renderTemplate } from '../prompts/render-template';
import { valuesFromLead } from '../prompts/template-values';
import { findCampaign, findSampleLead } from './campaigns.repo';

/**
 * GET /api/admin/campaigns/{id}/settings: the settings, the voices to choose from, and what a call
 * will say before anything is dialled: the disclosure line, the agent prompt rendered for the
 * campaign's first lead (from its file fields; enrichment adds what the website says), the voice.
 */
export async function getCampaignSettings(ctx: AppContext, campaignId: string): Promise<TCampaignProfileView> {
  if (!(await findCampaign(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const [{ profile, saved }, voices, lead] = await Promise.all([
    readCampaignProfile(ctx, campaignId),
    listCampaignVoices(ctx),
    findSampleLead(ctx.db, campaignId),
  ]);
  const prompt = renderTemplate(
    campaignPromptTemplate(profile),
    valuesFromLead(
      {
        firstName: lead?.firstName ?? '',
        lastName: lead?.lastName ?? '',
        companyName: lead?.companyName ?? '',
        email: lead?.email ?? '',
        phoneNumber: lead?.phoneNumber ?? '',
        website: lead?.website ?? '',
        industry: lead?.industry ?? '',
        enrichmentContext: '',
      },
      { industry: '', ...LEAD_AGENT_DEFAULTS, name: profile.personaName, gender: profile.personaGender },
    ),
  );
  const voice = voices.find((v) => v.id === profile.voice);
  const leadName = lead ? `${lead.firstName} ${lead.lastName}`.trim() || lead.companyName || lead.email : null;
  return {
    settings: profile,
    saved,
    voices,
    preview: {
      leadName,
      disclosure: disclosureOpening(profile.businessName),
      prompt,
      voice: voice ? `${voice.name}${voice.gender ? ` (${voice.gender})` : ''}` : profile.voice,
    },
  };
}
