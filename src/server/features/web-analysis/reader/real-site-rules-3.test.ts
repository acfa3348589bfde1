import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import { extractProfile } from '../extract-profile';
import type { AnalysedPage, PageKind } from '../related-pages';
import { tradeFromName } from './name-trade';
import { readCustomerTypes } from './read-customers';
import { readServices } from './read-services';
import { readSpecialties } from './read-specialties';
import { refuseContext, refuseNames, trimPlaces } from './refuse';

// Rules of the third round on the real-site corpus: fewer wrong values, and right ones only where
// the site gives evidence. Each case is the shape a real site had, written small.

const page = (html: string, kind: PageKind = 'home', url = 'http://shop.test/'): AnalysedPage => {
  const doc = parseHtmlDocument(html, url);
  return { url, kind, ...doc, links: doc.links };
};

describe('the trade a business name carries', () => {
  it('is the tail of the name the site also writes in lower case on its own', () => {
    expect(tradeFromName(['bright star window cleaning'], 'Our window cleaning rounds run weekly.')).toBe(
      'Window cleaning',
    );
    expect(tradeFromName(['hard hammer roofing'], 'Quality roofing at fair prices.')).toBe('Roofing');
    // The trade stands in the middle of a title part that ends on places.
    expect(tradeFromName(['improve memory power and concentration'], 'Increase memory power quickly.')).toBe(
      'Memory power',
    );
  });

  it('is nothing where the tail is written only inside the name, or is a clause of a slogan', () => {
    expect(tradeFromName(['the flower girl'], 'Call the flower girl today.')).toBeNull();
    expect(tradeFromName(['for that special day'], 'Make it a special day.')).toBeNull();
    expect(tradeFromName(['animal antics'], 'Welcome to animal antics.')).toBeNull();
  });

  it('fills the specialties of a site that states none in any other way', () => {
    const home = page(`<html><head><title>Bright Star Window Cleaning</title></head><body>
      <p>Call us for window cleaning, inside and out.</p></body></html>`);
    expect(extractProfile([home]).profile.businessSpecialties).toBe('Window cleaning');
  });
});

describe('specialties', () => {
  it('are not a reputation for a quality ("known for unmatched patience")', () => {
    const home = page(`<html><body><p>Our teachers are known for unmatched patience.</p></body></html>`);
    expect(readSpecialties([home], []).specialties).toEqual([]);
  });

  it('read what the business is where its name follows a scene-setting clause', () => {
    const home = page(`<html><body>
      <p>Nestled in the village square, Rosie's Kitchen is a charming café that loves cake.</p></body></html>`);
    expect(readSpecialties([home], []).specialties).toEqual(['Charming café']);
  });

  it('marked up with schema.org keep their values that name things when others are adjectives', () => {
    const home = page(`<html><body><p>Good food.</p></body></html>`);
    const ctx = refuseContext([home]);
    expect(refuseNames(['British', 'Homemade', 'Café'], ctx, true)).toEqual(['Café']);
    expect(refuseNames(['British', 'Homemade', 'Café'], ctx)).toEqual([]);
  });
});

describe('places written into a value', () => {
  const prose = 'Visit our studio in Pitampura, New Delhi 110034. We work across Gloucestershire.';
  it('are cut and the rest stays', () => {
    expect(trimPlaces('Premium Hair Studio, New Delhi', prose)).toBe('Premium Hair Studio');
    expect(trimPlaces('Gloucestershire Freelance Photographer', prose)).toBe('Freelance Photographer');
  });
  it('leave acronyms and things alone', () => {
    const things = 'Courses for JEE, testing of RCD switches and LED lighting.';
    expect(trimPlaces('Physics for JEE', things)).toBe('Physics for JEE');
    expect(trimPlaces('LED Lighting Specialists', things)).toBe('LED Lighting Specialists');
    // "specialize in X" names what, not where; and a list's first word is no place.
    expect(trimPlaces('Subarus and Toyotas', 'We specialize in Subarus and Toyotas.')).toBe('Subarus and Toyotas');
    expect(trimPlaces('Subarus Repairs', 'We specialize in Subarus.')).toBe('Subarus Repairs');
  });
});

describe('customers', () => {
  it('are the groups a site caters to, teaches, offers to, or welcomes by name', () => {
    const read = (p: string) => readCustomerTypes([page(`<html><body><p>${p}</p></body></html>`)]).customerTypes;
    expect(read('We cater to students of every level.')).toEqual(['Students']);
    expect(read('We teach beginners and improvers.')).toEqual(['Beginners', 'Improvers']);
    expect(read('We offer packages to brides and grooms.')).toEqual(['Brides', 'Grooms']);
    expect(read('Walkers and cyclists are welcome.')).toEqual(['Cyclists']);
  });

  it('are not what a site serves or is perfect for', () => {
    const read = (p: string) => readCustomerTypes([page(`<html><body><p>${p}</p></body></html>`)]).customerTypes;
    expect(read('We serve full breakfasts until noon.')).toEqual([]);
    expect(read('Cakes perfect for baby showers and christenings.')).toEqual([]);
    expect(read('We offer sellers a free valuation.')).toEqual([]);
  });
});

describe('services without a services section', () => {
  it('are not the single-word labels of a how-to grid', () => {
    const home = page(`<html><body><section><h2>Our tea</h2>
      <h3>Taste</h3><p>Earthy.</p><h3>Steeping</h3><p>Three minutes.</p><h3>Drinking</h3><p>Hot.</p>
      <h3>Ingredients</h3><p>Leaves.</p></section></body></html>`);
    expect(readServices([home]).services).toEqual([]);
  });

  it('are not the steps of a "How to" section', () => {
    const home = page(`<html><body><section><h2>How to enjoy it</h2>
      <ul><li>Warm the pot first</li><li>Use fresh water</li><li>Steep for three minutes</li></ul></section></body></html>`);
    expect(readServices([home]).services).toEqual([]);
  });

  it("are not what a pricing table's package includes", () => {
    const home = page(`<html><body><section class="pricing"><h2>Pricing</h2>
      <ul><li>Professional static website</li><li>Google Maps embed</li><li>One round of revisions</li></ul></section></body></html>`);
    expect(readServices([home]).services).toEqual([]);
  });

  it('are still the phrases of an unnamed grid of cards', () => {
    const home = page(`<html><body><section><h2>Choose your clean</h2>
      <h3>Recurring cleaning</h3><p>Weekly.</p><h3>Deep cleaning</h3><p>Top to bottom.</p>
      <h3>Move-out cleaning</h3><p>Get your deposit back.</p></section></body></html>`);
    expect(readServices([home]).services).toEqual(['Recurring cleaning', 'Deep cleaning', 'Move-out cleaning']);
  });
});

describe('names refused as services or specialties', () => {
  const ctx = refuseContext([page('<html><body><p>Rooms and breakfast.</p></body></html>')]);
  it('are occasions in the calendar', () => {
    expect(refuseNames(['Breakfast', 'Xmas', 'Birthdays & Anniversaries', 'Valentines'], ctx)).toEqual([]);
    expect(refuseNames(['Birthday cakes', 'Wedding cakes'], ctx)).toEqual(['Birthday cakes', 'Wedding cakes']);
  });
  it('are benefits written as claims opening on a verb', () => {
    expect(refuseNames(['Supports weight control', 'Helps manage cravings', 'Herbal tea'], ctx)).toEqual([]);
    expect(refuseNames(['Repairs and servicing', 'Boiler repairs'], ctx)).toEqual([
      'Repairs and servicing',
      'Boiler repairs',
    ]);
  });
});

describe('tone', () => {
  it('is empty where most of what a sentence listed is refused as no quality', () => {
    const home = page(`<html><body><p>We are honesty, kindness and well-documented.</p></body></html>`);
    expect(extractProfile([home]).profile.businessTone).toBe('');
  });

  it('keeps the qualities of a list where most of them are qualities', () => {
    const home = page(`<html><body><p>We are friendly, honesty and patient.</p></body></html>`);
    expect(extractProfile([home]).profile.businessTone).toBe('Friendly and patient');
  });
});
