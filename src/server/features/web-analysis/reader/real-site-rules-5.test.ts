import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import type { AnalysedPage } from '../related-pages';
import { readCustomerTypes } from './read-customers';
import { readTone } from './read-tone';
import { isPlaceOrName, refuseNames } from './refuse';
import { isQualityWord } from './refuse-qualities';

const page = (html: string, url = 'http://shop.test/'): AnalysedPage => {
  const doc = parseHtmlDocument(html, url);
  return { url, kind: 'home', ...doc, links: doc.links };
};
const prose = (...paragraphs: string[]) =>
  page(`<html><body><main>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</main></body></html>`);

const customersOf = (...paragraphs: string[]) => readCustomerTypes([prose(...paragraphs)]).customerTypes;
const toneOf = (...paragraphs: string[]) => readTone([prose(...paragraphs)]).words;

// Rules found reading the failures of round 6, retired to tuning (docs/decisions/2026-11-26-reader-held-out.md).

describe('fifth round of refusals', () => {
  it('a list names one kind of thing: one thing in it makes the whole list things', () => {
    expect(customersOf('Protective covers for floors and furniture.')).toEqual([]);
    expect(customersOf('Elegant party makeup for family, friends & guests.')).toEqual(['Friends', 'Guests']);
    expect(customersOf('Perfect for couples, walkers and cyclists.')).toEqual(['Couples', 'Walkers', 'Cyclists']);
    // "people" and "everyone" name no type of customer, but they are people: the list keeps its groups.
    expect(customersOf('Perfect for people, couples and cyclists.')).toEqual(['Couples', 'Cyclists']);
    expect(customersOf('Tours for everyone.')).toEqual([]);
  });

  it('examples take the kind of what they illustrate', () => {
    expect(
      customersOf(
        'We specialize in servicing for a wide range of home appliances, including air conditioners, refrigerators, water purifiers and geysers.',
      ),
    ).toEqual([]);
    expect(customersOf('We work with all kinds of clients, including landlords and tenants.')).toEqual(
      expect.arrayContaining(['Landlords', 'Tenants']),
    );
  });

  it("a list inside a group's own phrase is not a list of customers", () => {
    expect(customersOf('Can poses be modified for individuals with specific limitations or injuries?')).toEqual([
      'Individuals',
    ]);
  });

  it('a name that opens an address is a place, not a specialty', () => {
    const jax = '1500 Beach Blvd #217 Jacksonville Beach, FL 32250 904-249-BEER';
    expect(isPlaceOrName('Jacksonville', jax)).toBe(true);
    const uk =
      'Roots and Shoots Garden Centre, Stowmarket Road, Badley, Ipswich, Suffolk IP6 8RR Telephone 01449 721965';
    expect(isPlaceOrName('Ipswich', uk)).toBe(true);
    expect(isPlaceOrName('Aquatics', uk)).toBe(false);
    expect(refuseNames(['Ipswich'], { names: [], prose: uk })).toEqual([]);
  });

  it('the roles a business employs, as menu entries, are its team pages', () => {
    const ctx = { names: [], prose: '' };
    expect(refuseNames(['Lessons', 'Coaches', 'Leaders'], ctx)).toEqual([]);
    // Whom a service is for stays: an accountant's "Landlords".
    expect(refuseNames(['Limited Companies', 'Self Assessment', 'Landlords'], ctx)).toEqual([
      'Limited Companies',
      'Self Assessment',
      'Landlords',
    ]);
  });

  it('what the business is doing, or announcing, is not its manner', () => {
    expect(toneOf('We have a network of lenders that we are constantly expanding.')).toEqual([]);
    expect(readTone([prose('Our mission is simple: to move you with care.')]).from).not.toBe('self-description');
    expect(toneOf('We keep it simple: clients book in two taps.')).toEqual(['simple']);
    expect(toneOf('We are always welcoming and friendly.')).toEqual(['welcoming', 'friendly']);
    expect(isQualityWord('available')).toBe(false);
    expect(isQualityWord('dependable')).toBe(true);
  });
});
