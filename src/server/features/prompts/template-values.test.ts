import { describe, expect, it } from 'vitest';
import { ZGenerateAgentPromptRequest } from '@common/prompts/schemas';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { ZGeneratePromptRequest } from '@common/wizard/schemas';
import { DEFAULT_PROMPT_TEMPLATE } from './default-template';
import { companyFromWebsite, hometownSection } from './persona-phrases';
import { renderTemplate } from './render-template';
import { valuesFromAgentConfig, valuesFromLead } from './template-values';

const wizard = (over: Record<string, unknown> = {}) =>
  ZGeneratePromptRequest.parse({
    industry: 'real-estate',
    gender: 'male',
    age: '40s',
    energyStyle: 'high-energy',
    toneBooster: ['Confident', 'quirky'],
    hometown: 'London, UK',
    name: ' Theo ',
    backstory: '',
    websiteUrl: 'www.harbor-view-homes.com',
    ...over,
  });

describe('values from the wizard configuration', () => {
  it('describes the persona and names the business from its website', () => {
    const v = valuesFromAgentConfig(wizard());
    expect(v).toMatchObject({
      name: 'Theo',
      companyName: 'Harbor View Homes',
      industry: 'Real Estate',
      gender: 'male',
      age: 'in your 40s',
      backstorySection: '',
    });
    expect(v.energyStyle).toMatch(/^high-energy \(/);
    expect(v.toneBooster).toMatch(/^Confident \(.+\), Quirky \(/);
    expect(v.hometownSection).toContain('London, UK (Europe)');
    expect(v.hometownSection).toContain('British English');
  });

  it('uses the custom industry text and leaves surprise gender open', () => {
    const v = valuesFromAgentConfig(wizard({ industry: 'custom', industryCustom: 'Dog grooming', gender: 'surprise' }));
    expect(v.industry).toBe('Dog grooming');
    expect(v.gender).toBe('gender-neutral');
  });

  it('puts the website analysis in companyContext, testimonial traits included', () => {
    const v = valuesFromAgentConfig(
      wizard({ scrapedData: { topServices: ['Sales', 'Lettings'], testimonialTraits: 'Patient, honest' } }),
    );
    expect(v.companyContext).toContain('- Top services: Sales, Lettings');
    expect(v.companyContext).toContain('What customers praise (mention one): Patient, honest');
  });

  it('tells the agent to ask when nothing is known about the business', () => {
    const v = valuesFromAgentConfig(wizard({ websiteUrl: '' }));
    expect(v.companyName).toBe('this business');
    expect(v.companyContext).toMatch(/^Nothing yet beyond the industry/);
  });
});

describe('values from a lead', () => {
  it('uses the company, contact and enrichment, with the editor defaults', () => {
    const req = ZGenerateAgentPromptRequest.parse({
      leadData: {
        firstName: 'Maria',
        lastName: 'Lopez',
        companyName: 'Casa Verde Landscaping',
        enrichment: {
          industry: 'Landscaping',
          businessDescription: 'Residential garden design',
          services: ['Design', 'Irrigation'],
        },
      },
    });
    const v = valuesFromLead(req.leadData, req.agentConfig);
    expect(v).toMatchObject({
      name: 'Ava',
      companyName: 'Casa Verde Landscaping',
      industry: 'Landscaping',
      gender: 'female',
      age: 'in your 30s',
      hometownSection: '',
    });
    expect(v.energyStyle).toMatch(/^professional \(/);
    expect(v.companyContext).toContain('- Contact: Maria Lopez');
    expect(v.companyContext).toContain('- Services: Design, Irrigation');
    const prompt = renderTemplate(DEFAULT_PROMPT_TEMPLATE, v);
    expect(prompt).toContain('phoning Casa Verde Landscaping (Landscaping)');
    expect(prompt.length).toBeLessThan(MAX_PROMPT_CHARS);
  });
});

describe('phrases', () => {
  it('derives a speakable company name', () => {
    expect(companyFromWebsite('https://www.bright-smile-dental.com/about')).toBe('Bright Smile Dental');
    expect(companyFromWebsite('acme.io')).toBe('Acme');
    expect(companyFromWebsite('http://192.168.0.1')).toBe('');
    expect(companyFromWebsite('')).toBe('');
  });
  it('handles a hometown outside the list', () => {
    expect(hometownSection('Oslo, Norway')).toContain("You're from Oslo, Norway: speak with a light touch");
    expect(hometownSection(' ')).toBe('');
  });
});
