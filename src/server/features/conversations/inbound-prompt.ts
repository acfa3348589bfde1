import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { TAfterHoursRule } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { afterHoursNote } from './after-hours-note';

/**
 * The standing instructions of a campaign's agent when someone rings one of its numbers: the same
 * business, persona, purpose and script as its calls out, turned around (the agent answers), with
 * the same disclosure and the same respect for "stop calling me". What the agent knows of this
 * caller is added per call (open-call-conversation.ts); with Bland it arrives as {{caller_context}}.
 */
export async function inboundAgentPrompt(
  ctx: AppContext,
  campaignId: string,
  callerSlot = '',
  afterHours: TAfterHoursRule | null = null,
): Promise<{ prompt: string; businessName: string; agentName: string; voice: string }> {
  const { profile } = await readCampaignProfile(ctx, campaignId);
  const b = profile.businessName.replace(/[{}]/g, '');
  const prompt = `You are ${profile.personaName}, an AI assistant answering the phone for ${b}. Begin by thanking the caller for calling ${b}, saying your name and that you are an AI assistant.
If the caller asks not to be called again or to be put on a do-not-call list, apologise, add them with add_to_do_not_call, confirm that ${b} will not call them again, and end the call politely.
What ${b} does and why it calls people: ${profile.purpose}
How ${b} talks with people:
${profile.script}
Rules: this is a phone call, so keep each turn to one to three short sentences. Never invent facts about ${b}; look them up or offer that someone follows up. ${afterHours ? afterHoursNote(afterHours) : 'You can book a meeting, arrange a callback or put the caller through to a person.'}${callerSlot ? `\n\n${callerSlot}` : ''}`;
  return {
    prompt: prompt.slice(0, MAX_PROMPT_CHARS),
    businessName: profile.businessName,
    agentName: profile.personaName,
    voice: profile.voice,
  };
}
