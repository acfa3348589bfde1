import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import type { AnalysedPage } from '../related-pages';
import { tag } from './pos';
import { readTestimonialTraits } from './read-traits';
import { readTone } from './read-tone';
import { isQuality } from './refuse-qualities';

const page = (html: string): AnalysedPage => ({
  url: 'http://shop.test/',
  kind: 'home',
  ...parseHtmlDocument(html, 'http://shop.test/'),
});

describe('qualities read with part-of-speech tags', () => {
  it('tags a word by the sentence it stands in', () => {
    const tags = tag('They were punctual and fixed our pipe on time.').map((t) => t.pos);
    expect(tags.slice(0, 3)).toEqual(['PRON', 'AUX', 'ADJ']);
  });

  it('what reviews are about (teeth, the office) is no trait; how the business was is', () => {
    const p = page(`<section><h2>Reviews</h2>
      <blockquote>The dentist was gentle with my teeth and the office is near the station.</blockquote>
      <blockquote>Very gentle hands, my teeth feel great and the office staff smile.</blockquote>
      <blockquote>My son hates having his teeth checked but the office made it easy.</blockquote></section>`);
    expect(readTestimonialTraits([p]).traits).toEqual(['Gentle']);
  });

  it('a single word passes as a quality when it is an adjective, a manner adverb or a participle, not a verb', () => {
    for (const v of ['Courteous', 'Promptly', 'Qualified']) expect(isQuality(v), v).toBe(true);
    for (const v of ['Provide', 'Help', 'Soon']) expect(isQuality(v), v).toBe(false);
  });

  it('tone: qualities before a preposition describe something else than what the business offers', () => {
    const p = page('<p>We are keeping your garden colourful and spacious through the summer.</p>');
    expect(readTone([p]).words).toEqual([]);
    const q = page('<p>We offer colourful and spacious garden designs.</p>');
    expect(readTone([q]).words).toEqual(['colourful', 'spacious']);
  });
});
