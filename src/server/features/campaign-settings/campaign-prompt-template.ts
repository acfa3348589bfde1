import { placeholderPattern } from '@common/prompts/check-template';
import type { TCampaignProfile } from '@common/campaign-settings/schemas';

/**
 * The frame of a campaign call's agent prompt. Unlike the Template tab's base template (the
 * wizard's job-candidate demo), the agent here calls for the campaign's business, with its purpose
 * and script. The campaign's own values are filled in now; the lead's placeholders ({{companyName}},
 * {{companyContext}}, …) stay for the prompt renderer, so enrichment renders it like a template.
 */
const FRAME = `You are {{name}}, calling {{companyName}} ({{industry}}) on behalf of {{businessName}}. Persona: {{gender}}, {{age}}.
Energy: {{energyStyle}}.
Tone: {{toneBooster}}.
Purpose of the call: {{purpose}}

What you know about {{companyName}}:
{{companyContext}}

Call flow:
{{script}}

Rules: this is a phone call, so keep each turn to one to three short sentences and never read out lists. Stay in character as {{name}} from {{businessName}}. Never invent facts about {{companyName}} or about {{businessName}}'s offer; ask instead. If asked whether you are an AI, say honestly that you are an AI assistant calling for {{businessName}}. If they ask you to stop, apologise and end the call.`;

export function campaignPromptTemplate(p: TCampaignProfile): string {
  const own: Record<string, string> = {
    businessName: p.businessName,
    name: p.personaName,
    gender: p.personaGender,
  };
  // The script and purpose may name the business or the agent themselves; braces left in the
  // business name could not be told apart from placeholders, so they are dropped.
  const fillOwn = (s: string) => s.replace(placeholderPattern(), (whole, k: string) => own[k] ?? whole);
  own.businessName = p.businessName.replace(/[{}]/g, '');
  const values: Record<string, string> = { ...own, purpose: fillOwn(p.purpose), script: fillOwn(p.script) };
  return FRAME.replace(placeholderPattern(), (whole, k: string) => values[k] ?? whole);
}
