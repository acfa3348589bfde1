import type { TLeadAgentConfig, TLeadData } from '@common/prompts/schemas';
import { SEND_DEFAULTS } from '@common/wizard/options';
import type { TGeneratePromptRequest } from '@common/wizard/schemas';
import {
  backstorySection,
  companyFromWebsite,
  describeAge,
  describeEnergy,
  describeGender,
  describeTones,
  hometownSection,
  industryLabel,
} from './persona-phrases';
import type { TemplateValues } from './render-template';

// What each placeholder is filled with: from the wizard's configuration (the visitor's own
// business) or from a lead and its enrichment (the outreach pipeline).

const NO_CONTEXT =
  'Nothing yet beyond the industry: ask what they do, who their customers are and what they need most.';
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function contextLines(lines: [label: string, value: string | undefined][]): string {
  const shown = lines.filter(([, v]) => v && v.trim()).map(([label, v]) => `- ${label}: ${oneLine(v!)}`);
  return shown.join('\n');
}

/** `businessName`: what the server's analysis of the website calls the business, when it read it. */
export function valuesFromAgentConfig(c: TGeneratePromptRequest, businessName = ''): TemplateValues {
  const s = c.scrapedData;
  const context = contextLines([
    ['Website', c.websiteUrl],
    ['Specialties', s?.businessSpecialties],
    ['Top services', s?.topServices],
    ['Customers', s?.customerTypes],
    ['Brand tone (mirror it)', s?.businessTone],
    ['What customers praise (mention one)', s?.testimonialTraits],
  ]);
  const analysed = Boolean(s && Object.values(s).some((v) => v));
  return {
    name: oneLine(c.name),
    companyName: oneLine(businessName) || companyFromWebsite(c.websiteUrl) || 'this business',
    industry: industryLabel(c.industry, c.industryCustom),
    gender: describeGender(c.gender),
    age: describeAge(c.age),
    energyStyle: describeEnergy(c.energyStyle),
    toneBooster: describeTones(c.toneBooster),
    hometownSection: hometownSection(c.hometown),
    backstorySection: backstorySection(c.backstory),
    companyContext: analysed ? context : [context, NO_CONTEXT].filter(Boolean).join('\n'),
  };
}

/** Names for a lead's agent when the editor leaves it blank, matched to the voice's gender. */
const DEFAULT_NAMES: Record<string, string> = { female: 'Ava', male: 'Max' };

export function valuesFromLead(lead: TLeadData, agent: TLeadAgentConfig): TemplateValues {
  const e = lead.enrichment;
  const contact = oneLine(`${lead.firstName} ${lead.lastName}`) || e?.ownerName || '';
  const context = contextLines([
    ['Contact', contact],
    ['About', e?.businessDescription],
    ['Services', e?.services],
    ['Customers', e?.customerTypes],
    ['Key points', e?.keyPoints],
    ['Likely challenges', e?.painPoints],
    ['Website', lead.website],
    ['Notes', lead.enrichmentContext],
  ]);
  const gender = describeGender(agent.gender);
  return {
    name: oneLine(agent.name) || DEFAULT_NAMES[gender] || 'Sam',
    companyName: oneLine(lead.companyName) || companyFromWebsite(lead.website) || 'this business',
    industry: industryLabel(agent.industry || e?.industry || lead.industry) || 'local business',
    gender,
    age: describeAge(agent.age),
    energyStyle: describeEnergy(agent.energyStyle),
    toneBooster: describeTones(SEND_DEFAULTS.toneBooster),
    hometownSection: '',
    backstorySection: '',
    companyContext: context || NO_CONTEXT,
  };
}
