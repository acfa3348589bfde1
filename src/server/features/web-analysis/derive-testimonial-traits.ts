import { countMatches, TESTIMONIAL_HEADING, TRAITS } from './lexicons';
import type { AnalysedPage } from './related-pages';
import type { Scores } from './derive-voice';

// What customers praise: the trait words (lexicons.ts TRAITS) found in testimonial quotes, each
// quote voting once per trait, most-voted first.

const MAX_TRAITS = 4;
/** "Dana K." under a quote is an attribution, not a testimonial. */
const MIN_QUOTE_WORDS = 4;
const QUOTED = /^["“”'‘]/;
/** "— Jamie & Sam": a dash-led line names who said it. */
const ATTRIBUTION = /^[—–-]\s/;

/** Quote blocks, plus paragraphs under a testimonials heading or wrapped in quotation marks. */
export function testimonialQuotes(pages: AnalysedPage[]): string[] {
  const quotes: string[] = [];
  for (const page of pages) {
    let sectionLevel: number | null = page.kind === 'testimonials' ? 0 : null;
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        if (TESTIMONIAL_HEADING.test(block.text)) sectionLevel = block.level;
        else if (sectionLevel !== null && block.level <= sectionLevel) sectionLevel = null;
        continue;
      }
      const isQuote = block.kind === 'quote' || (block.kind === 'paragraph' && (sectionLevel !== null || QUOTED.test(block.text)));
      if (isQuote && !ATTRIBUTION.test(block.text) && block.text.split(/\s+/).length >= MIN_QUOTE_WORDS) quotes.push(block.text);
    }
  }
  return [...new Set(quotes)];
}

export function deriveTestimonialTraits(pages: AnalysedPage[]): { traits: string[]; scores: Scores; quotes: number } {
  const quotes = testimonialQuotes(pages);
  const scores: Scores = {};
  for (const quote of quotes) {
    for (const [label, pattern] of TRAITS) if (countMatches(pattern, quote) > 0) scores[label] = (scores[label] ?? 0) + 1;
  }
  const traits = TRAITS.map(([label], order) => ({ label, n: scores[label] ?? 0, order }))
    .filter((t) => t.n > 0)
    .sort((a, b) => b.n - a.n || a.order - b.order)
    .slice(0, MAX_TRAITS)
    .map((t) => t.label);
  return { traits, scores, quotes: quotes.length };
}
