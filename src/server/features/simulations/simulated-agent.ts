import { campaignCallPrompt } from '@common/dispatch/disclosure';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import type { TAvailability } from '@common/campaign-settings/availability';
import { readAvailability } from '../campaign-settings/read-availability';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { campaignKnowledgeSite } from '../conversations/campaign-knowledge-site';
import type { KnowledgeSource } from '../conversations/knowledge-owner';
import { getCampaignLead } from '../campaigns/get-campaign-lead';
import { renderTemplate } from '../prompts/render-template';
import { valuesFromLead } from '../prompts/template-values';

export interface SimulatedAgent {
  agentName: string;
  businessName: string;
  calleeTimeZone: string;
  campaignId: string;
  /** When the business takes meetings: what a booked slot is checked against. */
  availability: TAvailability;
  /** The campaign's own passages (its business's website): what the agent looks facts up in. */
  knowledge: KnowledgeSource;
  /** Per prompt version: the prompt exactly as a call of the campaign's first lead would send it. */
  promptFor(template: string): string;
}

const SAMPLE = {
  firstName: 'Sam',
  lastName: 'Sample',
  companyName: 'Sample Co',
  website: '',
  industry: '',
  phoneNumber: '',
};

/** The campaign's agent as a dispatch would dial it, for the campaign's first lead (or a sample one). */
export async function simulatedAgent(ctx: AppContext, campaignId: string): Promise<SimulatedAgent> {
  const { profile } = await readCampaignProfile(ctx, campaignId);
  const lead = (await getCampaignLead(ctx, campaignId, null)) ?? { ...SAMPLE, timezone: null };
  const values = valuesFromLead(
    { ...lead, email: '', enrichmentContext: '' },
    { industry: '', gender: profile.personaGender, age: '30s', energyStyle: 'professional', name: profile.personaName },
  );
  return {
    agentName: profile.personaName,
    businessName: profile.businessName,
    calleeTimeZone: lead.timezone ?? ctx.providers.scheduling.timeZone,
    campaignId,
    availability: await readAvailability(ctx, campaignId),
    knowledge: await campaignKnowledgeSite(ctx, campaignId),
    promptFor: (template) =>
      campaignCallPrompt(profile.businessName, renderTemplate(template, values), MAX_PROMPT_CHARS),
  };
}
