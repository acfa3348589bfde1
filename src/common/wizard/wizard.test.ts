import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone } from './phone';
import { checkPromptConfig, checkRequiredFields } from './check-prompt-config';
import { ZAgentConfig, ZScrapedData } from './schemas';
import { ZStep1, ZStep2 } from './step-schemas';
import { HOMETOWNS, INDUSTRIES, TONE_BOOSTERS } from './options';

describe('wizard options', () => {
  it('has the spec lists', () => {
    expect(INDUSTRIES).toHaveLength(9);
    expect(HOMETOWNS).toHaveLength(19);
    expect(TONE_BOOSTERS).toHaveLength(8);
    expect(INDUSTRIES.find((i) => i.value === 'custom')?.label).toBe('Other (specify)');
  });
});

describe('phone', () => {
  it('needs at least 10 digits', () => {
    expect(checkPhone('555-1234')).toMatchObject({
      ok: false,
      message: 'Please enter a valid phone number with at least 10 digits',
    });
  });
  it('formats a 10-digit number and stores E.164', () => {
    expect(formatPhone('2125550123')).toBe('+1 (212) 555-0123');
    expect(checkPhone('(212) 555-0123')).toMatchObject({
      ok: true,
      e164: '+12125550123',
      display: '+1 (212) 555-0123',
      extension: null,
    });
  });
  it('accepts international numbers with a plus', () => {
    const r = checkPhone('+44 20 7946 0958');
    expect(r.ok && r.e164).toBe('+442079460958');
  });
});

describe('step validation', () => {
  it('requires an industry and the custom text', () => {
    expect(ZStep1.safeParse({ industry: '', industryCustom: '', websiteUrl: '' }).error?.issues[0].message).toBe(
      'Please select an industry',
    );
    expect(ZStep1.safeParse({ industry: 'custom', industryCustom: ' ', websiteUrl: '' }).error?.issues[0].message).toBe(
      'Please specify your industry',
    );
    expect(ZStep1.safeParse({ industry: 'custom', industryCustom: 'Bakery', websiteUrl: 'not a url' }).success).toBe(
      true,
    );
  });
  it('step 2 messages', () => {
    const r = ZStep2.safeParse({ gender: '', age: '', energyStyle: '', toneBooster: [], name: ' ', hometown: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Please select a gender',
      'Please select an age range',
      'Please select an energy style',
      'Please select at least one tone booster',
      'Agent name is required',
      'Hometown / dialect is required',
    ]);
  });
});

describe('prompt config checks', () => {
  it('lists what is missing after "Configuration incomplete: "', () => {
    const c = ZAgentConfig.parse({ industry: ' ', name: '' });
    expect(checkPromptConfig(c)).toBe(
      'Configuration incomplete: Industry selection is required, Agent name is required',
    );
  });
  it('the lower-level check names fields', () => {
    expect(checkRequiredFields({ industry: '', gender: 'x', age: '', energyStyle: 'y' })).toBe(
      'Missing required fields: industry, age',
    );
  });
  it('applies the send defaults and trims', () => {
    const c = ZAgentConfig.parse({ name: '  Ava ' });
    expect(c).toMatchObject({
      industry: 'technology',
      gender: 'female',
      age: '20s',
      energyStyle: 'friendly',
      toneBooster: ['analytical'],
      hometown: 'Chicago, IL',
      name: 'Ava',
      backstory: '',
    });
  });
  it('joins list-valued scraped fields with ", "', () => {
    expect(ZScrapedData.parse({ topServices: ['Repairs', 'Installs'], customerTypes: 'Homeowners' })).toMatchObject({
      topServices: 'Repairs, Installs',
      customerTypes: 'Homeowners',
    });
  });
});
