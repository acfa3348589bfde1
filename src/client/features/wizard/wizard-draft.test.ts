import { describe, expect, it } from 'vitest';
import {
  applyStepValues,
  industryText,
  INITIAL_DRAFT,
  toggleToneBooster,
  withIndustry,
  withIndustryText,
} from './wizard-draft';

describe('tone boosters (spec §5: 1 to 3)', () => {
  it('adds up to three', () => {
    let chosen: string[] = [];
    for (const t of ['Warm', 'Serious', 'Quirky']) chosen = toggleToneBooster(chosen, t);
    expect(chosen).toEqual(['Warm', 'Serious', 'Quirky']);
  });
  it('ignores a fourth', () => {
    expect(toggleToneBooster(['Warm', 'Serious', 'Quirky'], 'Confident')).toEqual(['Warm', 'Serious', 'Quirky']);
  });
  it('choosing a chosen one removes it, which frees a place', () => {
    const two = toggleToneBooster(['Warm', 'Serious', 'Quirky'], 'Serious');
    expect(two).toEqual(['Warm', 'Quirky']);
    expect(toggleToneBooster(two, 'Confident')).toEqual(['Warm', 'Quirky', 'Confident']);
  });
  it('never mutates its input', () => {
    const chosen = ['Warm'];
    toggleToneBooster(chosen, 'Quirky');
    expect(chosen).toEqual(['Warm']);
  });
});

describe('industry', () => {
  it("keeps the custom text with 'custom' and clears it for any other industry", () => {
    const v = { industry: 'custom', industryCustom: 'Bakery', websiteUrl: '' };
    expect(withIndustry(v, 'custom').industryCustom).toBe('Bakery');
    expect(withIndustry(v, 'finance')).toEqual({ industry: 'finance', industryCustom: '', websiteUrl: '' });
  });
  it('shows listed industries by label and custom ones by their text', () => {
    expect(industryText({ industry: 'real-estate', industryCustom: '' })).toBe('Real Estate');
    expect(industryText({ industry: 'custom', industryCustom: 'Bakery' })).toBe('Bakery');
  });
  it("editing the step-3 text turns the choice into 'Other (specify)' with that text; emptying it removes the industry", () => {
    const d = { industry: 'technology', industryCustom: '' };
    expect(withIndustryText(d, 'Technology')).toBe(d);
    expect(withIndustryText(d, 'B2B software')).toEqual({ industry: 'custom', industryCustom: 'B2B software' });
    expect(withIndustryText(d, '  ')).toEqual({ industry: '', industryCustom: '' });
  });
});

describe('applying step values', () => {
  const withPrompt = {
    ...INITIAL_DRAFT,
    name: 'Ava',
    generatedPrompt: 'You are Ava',
    scrapedData: {
      businessSpecialties: 'a',
      businessTone: 'b',
      topServices: 'c',
      customerTypes: 'd',
      testimonialTraits: 'e',
    },
    websiteUrl: 'https://a.test',
  };
  it('keeps the prompt when nothing it depends on changed', () => {
    expect(applyStepValues(withPrompt, { name: 'Ava' }).generatedPrompt).toBe('You are Ava');
  });
  it('drops a stale prompt when a setting changed', () => {
    expect(applyStepValues(withPrompt, { name: 'Bea' }).generatedPrompt).toBe('');
    expect(applyStepValues(withPrompt, { toneBooster: ['Warm'] }).generatedPrompt).toBe('');
  });
  it('drops the analysis only when the website changed', () => {
    expect(applyStepValues(withPrompt, { name: 'Bea' }).scrapedData).not.toBeNull();
    expect(applyStepValues(withPrompt, { websiteUrl: 'https://b.test' }).scrapedData).toBeNull();
  });
});
