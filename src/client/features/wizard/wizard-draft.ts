import { INDUSTRIES, MAX_TONE_BOOSTERS } from '@common/wizard/options';
import type { TAgentConfigInput, TScrapedData } from '@common/wizard/schemas';

/** Everything the visitor has entered so far. Defaults are the spec's (§3, in brackets). */
export interface WizardDraft {
  industry: string;
  industryCustom: string;
  websiteUrl: string;
  gender: string;
  age: string;
  energyStyle: string;
  toneBooster: string[];
  hometown: string;
  name: string;
  backstory: string;
  scrapedData: TScrapedData | null;
  generatedPrompt: string;
}

export const INITIAL_DRAFT: WizardDraft = {
  industry: 'technology',
  industryCustom: '',
  websiteUrl: '',
  gender: 'female',
  age: '20s',
  energyStyle: 'friendly',
  toneBooster: ['Analytical'],
  hometown: 'Chicago, IL',
  name: '',
  backstory: '',
  scrapedData: null,
  generatedPrompt: '',
};

/** Spec §5: at most 3; a fourth is ignored; choosing a chosen one removes it. */
export function toggleToneBooster(chosen: readonly string[], item: string): string[] {
  if (chosen.includes(item)) return chosen.filter((t) => t !== item);
  if (chosen.length >= MAX_TONE_BOOSTERS) return [...chosen];
  return [...chosen, item];
}

/** Spec §4: 'custom' reveals the free-text field; any other industry clears industryCustom. */
export function withIndustry<T extends { industry: string; industryCustom: string }>(values: T, industry: string): T {
  return { ...values, industry, industryCustom: industry === 'custom' ? values.industryCustom : '' };
}

const industryLabel = (value: string) => INDUSTRIES.find((i) => i.value === value)?.label ?? value;

/** The industry as words (the step-3 text input and the agent card). */
export function industryText(d: Pick<WizardDraft, 'industry' | 'industryCustom'>): string {
  return d.industry === 'custom' ? d.industryCustom : industryLabel(d.industry);
}

/**
 * Editing the step-3 industry text turns a listed industry into 'Other (specify)' with that text,
 * so step 1 still shows a valid choice if the visitor goes back. Emptying it removes the industry
 * altogether: prompt generation then asks for one, and so does step 1.
 */
export function withIndustryText<T extends Pick<WizardDraft, 'industry' | 'industryCustom'>>(d: T, text: string): T {
  if (text === industryText(d)) return d;
  if (!text.trim()) return { ...d, industry: '', industryCustom: '' };
  return { ...d, industry: 'custom', industryCustom: text };
}

/** What the server's prompt check sees as the industry. */
export const effectiveIndustry = (d: Pick<WizardDraft, 'industry' | 'industryCustom'>) =>
  d.industry === 'custom' ? d.industryCustom : d.industry;

/** The configuration as sent (the server trims and applies the §5 defaults with ZAgentConfig). */
export function toAgentConfig(d: WizardDraft): TAgentConfigInput {
  return {
    industry: d.industry,
    industryCustom: d.industryCustom,
    websiteUrl: d.websiteUrl,
    gender: d.gender,
    age: d.age,
    energyStyle: d.energyStyle,
    toneBooster: d.toneBooster,
    hometown: d.hometown,
    name: d.name,
    backstory: d.backstory,
    scrapedData: d.scrapedData,
    ...(d.generatedPrompt ? { generatedPrompt: d.generatedPrompt } : {}),
  };
}

const PROMPT_INPUTS = [
  'industry',
  'industryCustom',
  'websiteUrl',
  'gender',
  'age',
  'energyStyle',
  'toneBooster',
  'hometown',
  'name',
  'backstory',
] as const;

/**
 * Applies a step's values. A prompt written for other settings would be stale, so any change to
 * what the prompt is made from drops it (the preview step then generates a new one).
 */
export function applyStepValues(d: WizardDraft, patch: Partial<WizardDraft>): WizardDraft {
  const next = { ...d, ...patch };
  const changed = PROMPT_INPUTS.some((k) => JSON.stringify(next[k]) !== JSON.stringify(d[k]));
  if (!changed) return next;
  const urlChanged = next.websiteUrl.trim() !== d.websiteUrl.trim();
  return { ...next, generatedPrompt: '', scrapedData: urlChanged ? null : next.scrapedData };
}
