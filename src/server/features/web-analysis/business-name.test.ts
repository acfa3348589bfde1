import { describe, expect, it } from 'vitest';
import { businessNameFromTitle, businessNameOf } from './business-name';
import type { AnalysedPage } from './related-pages';

const page = (over: Partial<AnalysedPage>): AnalysedPage => ({
  url: 'https://x.test/',
  kind: 'home',
  title: '',
  blocks: [],
  text: '',
  ...over,
});
const structured = (name: string, siteName = '') => ({
  types: [],
  name,
  siteName,
  description: '',
  offers: [],
  specialties: [],
  audiences: [],
  reviews: [],
});

describe('businessNameOf', () => {
  it("takes the site's own schema.org name first, then og:site_name, then its home page title", () => {
    const title = 'Sandoval HVAC | Phoenix AC Repair';
    expect(businessNameOf([page({ title, structured: structured('Sandoval Heating & Air, LLC') })])).toBe(
      'Sandoval Heating & Air, LLC',
    );
    expect(businessNameOf([page({ title, structured: structured('', 'Sandoval Heating') })])).toBe('Sandoval Heating');
    expect(businessNameOf([page({ title })])).toBe('Sandoval HVAC');
  });

  it('reads the home page, not the first page read, and skips a title part that names a page', () => {
    const about = page({ url: 'https://x.test/about', kind: 'about', title: 'About us — Little Molars' });
    expect(businessNameOf([about, page({ title: 'Home | Little Molars Pediatric Dentistry' })])).toBe(
      'Little Molars Pediatric Dentistry',
    );
    expect(businessNameFromTitle('Welcome to The Copper Kettle')).toBe('The Copper Kettle');
    expect(businessNameOf([])).toBe('');
  });
});
