import type { TStartAdminChatRequest, TStartChatResponse } from '@common/conversations/schemas';
import { campaignCallPrompt } from '@common/dispatch/disclosure';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getCampaign } from '../campaigns/list-campaigns';
import { getCampaignLead, type CampaignLead } from '../campaigns/get-campaign-lead';
import { listPromptVersions } from '../campaign-settings/list-prompt-versions';
import { renderTemplate } from '../prompts/render-template';
import { valuesFromLead } from '../prompts/template-values';
import { getVersion } from '../prompts/template-versions';
import { campaignKnowledgeSite } from './campaign-knowledge-site';
import { pickEngine } from './pick-engine';
import { voiceAvailable } from './start-voice-session';
import { startConversation } from './start-conversation';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';

/** Stands in when the campaign has no lead yet, so a prompt can still be tried. */
const SAMPLE_LEAD: CampaignLead = {
  id: '',
  firstName: 'Sam',
  lastName: 'Sample',
  companyName: 'Sample Co',
  website: '',
  industry: '',
  phoneNumber: '',
  phoneE164: null,
  timezone: null,
  region: null,
  postalCode: null,
  agentPrompt: null,
};

/**
 * POST /api/admin/agent-chats: a TEST conversation with a campaign's agent for one of its leads
 * (or a sample lead), at the current template or an earlier version. Its tools record what they
 * would have done; nothing real changes.
 */
export async function startAdminChat(ctx: AppContext, input: TStartAdminChatRequest): Promise<TStartChatResponse> {
  const campaign = await getCampaign(ctx, input.campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
  const found = await getCampaignLead(ctx, input.campaignId, input.leadId ?? null);
  if (input.leadId && !found) throw new AppError('NOT_FOUND', 'Lead not found in this campaign');
  const lead = found ?? SAMPLE_LEAD;

  const version = input.promptVersionId ? await getVersion(ctx, input.promptVersionId) : null;
  // The campaign's agent as its calls and simulations have it: its persona, business and script.
  const { profile } = await readCampaignProfile(ctx, input.campaignId);
  const { businessName } = profile;
  const template = version?.template ?? (await listPromptVersions(ctx, input.campaignId))[0].template;
  const values = valuesFromLead(
    { ...lead, email: '', enrichmentContext: '' },
    { industry: '', gender: profile.personaGender, age: '30s', energyStyle: 'professional', name: profile.personaName },
  );
  // The lead's own enriched prompt is what a call would dial, unless a version is being tried.
  const body = (!version && lead.agentPrompt?.trim()) || renderTemplate(template, values);
  const knowledge = await campaignKnowledgeSite(ctx, input.campaignId);
  const { conversation, messages } = await startConversation(ctx, {
    mode: 'test',
    agentName: values.name,
    businessName,
    prompt: campaignCallPrompt(businessName, body, MAX_PROMPT_CHARS),
    promptVersion: version ? `template-version:${version.id}` : 'current',
    ...knowledge,
    calleeTimeZone: lead.timezone,
    // As typed when it could not be normalised at import: the do-not-call policy normalises it.
    calleePhone: lead.phoneE164 ?? (lead.phoneNumber || null),
    campaignId: input.campaignId,
    leadId: found?.id ?? null,
  });
  return {
    chatId: conversation.id,
    mode: pickEngine(ctx).mode,
    conversationMode: 'test',
    agentName: conversation.agentName,
    messages,
    voice: voiceAvailable(ctx),
  };
}
