import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import type { AnalysedPage } from '../related-pages';
import { readCustomerTypes } from './read-customers';
import { readSpecialties } from './read-specialties';
import { readTestimonialTraits } from './read-traits';
import { readTone } from './read-tone';
import { isNavigationLabel } from './nav-services';
import { isGenericLabel, isPlaceOrName, refuseNames } from './refuse';
import { isQuality, isQualityWord, refuseQualities } from './refuse-qualities';

const page = (html: string, url = 'http://shop.test/'): AnalysedPage => {
  const doc = parseHtmlDocument(html, url);
  return { url, kind: 'home', ...doc, links: doc.links };
};

/** The traits read from a testimonials section holding these reviews, lower case. */
const traitsOf = (reviews: string[]) =>
  readTestimonialTraits([
    page(
      `<html><body><section><h2>Testimonials</h2>${reviews.map((r) => `<blockquote>${r}</blockquote>`).join('')}</section></body></html>`,
    ),
  ]).traits.map((t) => t.toLowerCase());

// Rules found reading the failures of retired held-out sets (docs/decisions/2026-11-26-reader-held-out.md).

describe('fourth round of refusals', () => {
  it('offers to choose, redeem or enquire are calls to action, not services', () => {
    for (const v of ['Choose Muffler & Go', 'Redeem Coupon', 'Enquire Today', 'Ask a Question'])
      expect(isGenericLabel(v), v).toBe(true);
    expect(isGenericLabel('Brake Replacement')).toBe(false);
  });

  it("the about pages' names (a story, a philosophy, a calendar) are no services", () => {
    for (const v of ["Hannah's Story", 'Philosophy & Oath', 'Our History', 'Calendar Dates', 'Mission and Values'])
      expect(isGenericLabel(v), v).toBe(true);
    expect(isGenericLabel('Story Time Classes')).toBe(false);
  });

  it('a town and its state code written as one value is an address', () => {
    expect(isPlaceOrName('Holly, MI', '')).toBe(true);
    expect(isPlaceOrName('Kelowna, BC', '')).toBe(true);
    expect(isPlaceOrName('Repairs, AC', '')).toBe(false);
    const ctx = { names: [], prose: 'Visit us in Holly, MI or Fenton, MI.' };
    expect(refuseNames(['Choose Muffler & Go', 'Redeem Coupon', 'Holly, MI', 'Fenton, MI', 'Brakes'], ctx)).toEqual([]);
  });

  it('a phrase the business uses of itself is a quality only where a word of it is one', () => {
    expect(isQuality('location here', true)).toBe(false);
    expect(isQuality('finding way', true)).toBe(false);
    expect(isQuality('family-owned and operated', true)).toBe(true);
    expect(isQuality('highly qualified', true)).toBe(true);
    // Reviewers' idioms keep counting as traits.
    expect(isQuality('on time')).toBe(true);
    expect(refuseQualities(['location here', 'friendly'], new Set(), true)).toEqual(['friendly']);
  });

  it('page names of a team or a place (artists, facilities, questions & care) are no services', () => {
    for (const v of ['Artists', 'Facilities', 'Questions & Care', 'Aftercare']) expect(isGenericLabel(v), v).toBe(true);
    expect(isGenericLabel('Tattoo Aftercare Kits')).toBe(false);
  });

  it('a business name cut at its comma is refused in both pieces', () => {
    const ctx = { names: ['knight electrical contracting, corp.'], prose: '' };
    expect(refuseNames(['Knight', 'Electrical Contracting Corp'], ctx)).toEqual([]);
    expect(refuseNames(['Rewiring', 'Electrical Contracting', 'Lighting'], ctx)).toEqual([
      'Rewiring',
      'Electrical Contracting',
      'Lighting',
    ]);
  });

  it('customer types name people or organisations, whatever phrase led to them', () => {
    const home = page(`<html><body>
      <p>We cater to all goals and abilities.</p><p>Sessions for people of every age.</p>
      <p>We work with landlords and letting agents.</p></body></html>`);
    expect(readCustomerTypes([home]).customerTypes).toEqual(['Landlords', 'Letting agents']);
  });

  it('a specialty is claimed by the business, not by a sentence about something else', () => {
    const told = (html: string) => readSpecialties([page(`<html><body>${html}</body></html>`)], []).specialties;
    expect(told('<p>Expert chiropractic care, focusing on spinal health and overall alignment.</p>')).toEqual([]);
    expect(told('<p>Your plan includes a focus on the water, pool surface and filtration.</p>')).toEqual([]);
    expect(told('<p>Let us do the books so you can focus on the growth of your business.</p>')).toEqual([]);
    expect(
      told('<p>We specialise in painting for insurance repairs including flood, fire and storm damage.</p>'),
    ).toEqual(['Painting for insurance repairs']);
    expect(told('<p>Harbor is a physiotherapy clinic specializing in sports injuries.</p>')).toEqual([
      'Sports injuries',
    ]);
  });

  it('what happened on the job and words that rate nothing are no testimonial traits', () => {
    const reviews = [
      'Called on Monday, arrived on time and completed the job. Very professional.',
      'They called back the same day and completed everything online. Honest and professional.',
      'Completed in a day, called ahead, professional and honest throughout the visit.',
    ];
    const traits = traitsOf(reviews);
    expect(traits).toContain('professional');
    for (const w of ['called', 'completed', 'online']) expect(traits).not.toContain(w);
  });

  it('a hyphenated word is a quality where a part of it is an adjective or a participle', () => {
    for (const w of ['eco-friendly', 'family-run', 'well-documented', 'high-quality'])
      expect(isQualityWord(w), w).toBe(true);
    for (const w of ['self-discipline', 'scraping-type']) expect(isQualityWord(w), w).toBe(false);
  });

  it("a menu's pages about the business or its area are no services", () => {
    for (const v of ['Bio', 'In The Press', 'Things to Do', 'Opening Times', 'Menus', 'Summary'])
      expect(isNavigationLabel(v), v).toBe(true);
    expect(isNavigationLabel('Personal Training')).toBe(false);
  });

  it('a social network named in a value, or the name with a curly apostrophe, is refused', () => {
    const ctx = { names: ["cock o' barton"], prose: '' };
    expect(refuseNames(['Facebook sneak peek', 'Newborn shoots', 'Family portraits'], ctx)).toEqual([
      'Newborn shoots',
      'Family portraits',
    ]);
    expect(refuseNames(['Cock O’ Barton', 'Sunday roasts'], ctx)).toEqual(['Sunday roasts']);
  });

  it('"carpets" ends like "pets" and names no customer', () => {
    const home = page(`<html><body><p>A quick drying cleaning service for carpets and upholstery.</p>
      <p>Grooming for pets and their owners.</p></body></html>`);
    expect(readCustomerTypes([home]).customerTypes).toEqual(['Pets', 'Owners']);
  });

  it('words that place a review in time or kind ("former", "specific") are no traits', () => {
    const reviews = [
      'My former trainer was specific and patient with every session.',
      'A former athlete, she gave specific advice and was patient.',
    ];
    expect(traitsOf(reviews)).toEqual(['patient']);
  });

  it("an insurer's or partner's company name and a lone abstract noun are no services", () => {
    for (const v of ['Anthem HealthKeepers, Inc', 'Acme Ltd', 'Sustainability', 'Safety', 'Timetable'])
      expect(isGenericLabel(v), v).toBe(true);
    for (const v of ['Installation', 'Tree Surgery', 'Delivery Methods', 'Cardiology'])
      expect(isGenericLabel(v), v).toBe(false);
  });

  it('traits: "of …" and "now …" open no phrase; relational adjectives ("financial", "potential") are no praise', () => {
    const reviews = [
      'Their financial advice gave me a sense of assurance and now looks after my potential savings. Patient and clear.',
      'Clear financial planning, a sense of assurance, and now looks simple. So patient with my potential questions.',
    ];
    const traits = traitsOf(reviews);
    for (const w of ['financial', 'of assurance', 'now looks', 'potential']) expect(traits).not.toContain(w);
    expect(traits).toContain('patient');
  });

  it('qualities put before the customers say whom the business serves, not how it is', () => {
    const tone = (text: string) => readTone([page(`<html><body><p>${text}</p></body></html>`)]).words;
    expect(tone('We help ambitious and forward-thinking businesses with their books.')).toEqual([]);
    expect(tone('We offer warm, loving and reliable pet care.')).toEqual(['warm', 'loving', 'reliable']);
  });
});
