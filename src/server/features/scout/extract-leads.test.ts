import { describe, expect, it } from 'vitest';
import { companyFromTitle, detectIndustry, extractLeads, type ResearchPage } from './extract-leads';
import { planQueries } from './plan-queries';

const page = (over: Partial<ResearchPage>): ResearchPage => ({
  url: 'http://a.example/',
  siteUrl: 'http://a.example',
  title: '',
  snippet: '',
  text: '',
  rank: 1,
  ...over,
});

describe('deterministic lead extraction', () => {
  it('names the company from the page title', () => {
    expect(companyFromTitle('Riverside Plumbing & Drain | Licensed Plumbers', 'http://x/')).toBe(
      'Riverside Plumbing & Drain',
    );
    expect(companyFromTitle('', 'https://www.acme.example/about')).toBe('acme.example');
  });

  it('detects the industry by the most frequent trade words', () => {
    expect(detectIndustry('Drain cleaning, leaking pipes and water heaters by our plumbers')).toBe('Plumbing');
    expect(detectIndustry('nothing here')).toBe('Local business');
  });

  it('one lead per site with services under the services heading, pain points, contact, score and source', () => {
    const leads = extractLeads(
      [
        page({
          title: 'Acme Plumbing | Springfield',
          text: 'Acme Plumbing\nFast, friendly plumbing\nOur Services\nDrain cleaning\nLeak detection – day or night\nWe answer 24/7 for emergencies. Call (555) 555-0100.',
          rank: 0.6,
        }),
        page({
          url: 'http://a.example/about',
          title: 'About Acme',
          text: 'Family-owned since 1990. Email hi@acme.example.',
          rank: 0.2,
        }),
        page({
          url: 'http://b.example/',
          siteUrl: 'http://b.example',
          title: 'Bee Bakery',
          text: 'Fresh bread and pastries.',
          rank: 0.1,
        }),
      ],
      'plumbing',
      10,
    );
    expect(leads.map((l) => l.companyName)).toEqual(['Acme Plumbing', 'Bee Bakery']);
    const [acme, bee] = leads;
    expect(acme).toMatchObject({
      industry: 'Plumbing',
      keyServices: ['Drain cleaning', 'Leak detection'],
      contactEmail: 'hi@acme.example',
      contactPhone: '(555) 555-0100',
      sourceUrl: 'http://a.example/',
      website: 'http://a.example',
    });
    expect(acme.potentialPainPoints[0]).toMatch(/24\/7/);
    expect(acme.leadScore).toBeGreaterThan(bee.leadScore);
    expect(bee.contactOpportunity).toMatch(/^No phone number found/);
    expect(extractLeads([], 'x', 5)).toEqual([]);
  });

  it('splits a topic into at most three distinct sub-queries', () => {
    expect(planQueries('plumbing Springfield', 'business-prospects')).toEqual([
      'plumbing Springfield',
      'plumbing Springfield local businesses',
      'plumbing or springfield',
    ]);
    expect(planQueries('bakeries', 'competitive-intelligence')).toEqual(['bakeries', 'bakeries competitors']);
  });
});
