import { describe, expect, it } from 'vitest';
import { isGenericLabel, isPlaceOrName, refuseNames } from './refuse';
import { isQuality, refuseQualities } from './refuse-qualities';

describe('values a person would not write are refused', () => {
  it('generic section headings, calls to action and questions are no services', () => {
    for (const v of ['Social Media', 'Recent Work', 'Trusted By', 'Check Availability', 'Looking for a Photographer?'])
      expect(isGenericLabel(v), v).toBe(true);
    expect(isGenericLabel('Gutter Cleaning')).toBe(false);
  });

  it('slogans, people and clauses cut from prose are no names of things', () => {
    expect(isGenericLabel('We Let The Sun Shine In')).toBe(true);
    expect(isGenericLabel('Raj Bapna and Dr Anil Bapna')).toBe(true);
    expect(isGenericLabel('Providing high-quality tyres and wheels along')).toBe(true);
    expect(isGenericLabel('And spare keys for your vehicles')).toBe(true);
    expect(isGenericLabel('Bookkeeping & Tax')).toBe(false);
  });

  it('a town served is a place, a service written in lower case is not', () => {
    const prose =
      'We proudly serve Fenton, MI and work across Alhambra. We offer laser therapy in Laser Therapy rooms.';
    expect(isPlaceOrName('Fenton', prose)).toBe(true);
    expect(isPlaceOrName('Alhambra', prose)).toBe(true);
    expect(isPlaceOrName('Laser Therapy', prose)).toBe(false);
  });

  it('a list made mostly of refused values is refused whole; the site name is refused', () => {
    const ctx = { names: ['the flower girl'], prose: '' };
    expect(refuseNames(['Trusted By', 'Quality', 'Trust', 'Lock Change'], ctx)).toEqual([]);
    expect(refuseNames(['The Flower Girl', 'Wedding Bouquets', 'Sympathy'], ctx)).toEqual([
      'Wedding Bouquets',
      'Sympathy',
    ]);
  });

  it('a service names a thing: adjectives alone ("British", "Homemade") are qualities of one', () => {
    const ctx = { names: [], prose: '' };
    expect(refuseNames(['British', 'Homemade', 'Café'], ctx)).toEqual([]);
    expect(refuseNames(['Gutter cleaning', 'Emergency repairs', 'Bespoke'], ctx)).toEqual([
      'Gutter cleaning',
      'Emergency repairs',
    ]);
  });

  it('qualities are adjectives or short phrases, never single nouns or time words', () => {
    for (const v of ['Tea', 'Garden', 'Office', 'Teeth', 'Now', 'Soon', 'Results', 'Treatment', 'Humanity'])
      expect(isQuality(v), v).toBe(false);
    for (const v of ['Friendly', 'Punctual', 'On time', 'Fair price', 'Eco-friendly', 'Patient'])
      expect(isQuality(v), v).toBe(true);
    expect(refuseQualities(['Radiant', 'Clean'], new Set(['radiant']))).toEqual(['Clean']);
  });
});
