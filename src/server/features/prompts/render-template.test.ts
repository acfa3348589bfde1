import { describe, expect, it } from 'vitest';
import { PROMPT_PLACEHOLDER_KEYS } from '@common/prompts/schemas';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { DEFAULT_PROMPT_TEMPLATE } from './default-template';
import { renderTemplate, type TemplateValues } from './render-template';

const values = (over: Partial<TemplateValues> = {}): TemplateValues => ({
  name: 'Ava',
  companyName: 'Bright Smile Dental',
  industry: 'Healthcare',
  gender: 'female',
  age: 'in your 20s',
  energyStyle: 'friendly (warm)',
  toneBooster: 'Warm (kind)',
  hometownSection: "You're from Chicago, IL.",
  backstorySection: 'Your backstory: grew up in a clinic.',
  companyContext: '- Top services: Cleanings, Whitening',
  ...over,
});

describe('renderTemplate', () => {
  it('fills every placeholder, including repeats and spaced ones', () => {
    const template = PROMPT_PLACEHOLDER_KEYS.map((k) => `${k}=[{{${k}}}]`).join('\n') + '\nagain {{ name }}';
    const out = renderTemplate(template, values());
    for (const [k, v] of Object.entries(values())) expect(out).toContain(`${k}=[${v}]`);
    expect(out).toContain('again Ava');
    expect(out).not.toMatch(/\{\{/);
  });

  it('never expands placeholders that arrive inside a value', () => {
    expect(renderTemplate('Hi {{name}} / {{companyName}}', values({ name: '{{companyName}}' }))).toBe(
      'Hi {{companyName}} / Bright Smile Dental',
    );
  });

  it('leaves unknown placeholders as written', () => {
    expect(renderTemplate('{{name}} {{mood}}', values())).toBe('Ava {{mood}}');
  });

  it('drops the blank lines missing optional sections leave behind', () => {
    const out = renderTemplate(DEFAULT_PROMPT_TEMPLATE, values({ hometownSection: '', backstorySection: '' }));
    expect(out).not.toMatch(/\n{3,}/);
    expect(out).not.toContain("You're from");
    expect(out).not.toContain('backstory');
    expect(out).toMatch(/Tone: Warm \(kind\)\.\n\nWhat you know about the business:/);
  });

  it('shortens the company context first to stay under the limit', () => {
    const longContext = Array.from({ length: 200 }, (_, i) => `Fact number ${i} about the business.`).join(' ');
    const out = renderTemplate(DEFAULT_PROMPT_TEMPLATE, values({ companyContext: longContext }));
    expect(out.length).toBeLessThan(MAX_PROMPT_CHARS);
    expect(out.length).toBeGreaterThan(MAX_PROMPT_CHARS - 200); // context kept, only trimmed
    expect(out).toContain('Fact number 0');
    expect(out).toContain("You're from Chicago, IL.");
    expect(out).toContain('Your backstory: grew up in a clinic.');
    expect(out.endsWith('end the call.')).toBe(true); // the rules at the end survive
  });

  it('then the backstory, and finally cuts the prompt itself', () => {
    const huge = 'word '.repeat(1000);
    const out = renderTemplate(
      '{{name}}\n{{backstorySection}}\n' + 'Rule. '.repeat(500),
      values({ backstorySection: huge }),
      500,
    );
    expect(out.length).toBeLessThan(500);
    expect(out.startsWith('Ava\n')).toBe(true);
    expect(out).not.toContain('word');
  });

  it('answers a short prompt unchanged', () => {
    expect(renderTemplate('Hello {{name}}', values())).toBe('Hello Ava');
  });
});
