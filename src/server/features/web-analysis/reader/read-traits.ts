import type { PageBlock } from '../../../providers/web/types';
import type { AnalysedPage } from '../related-pages';
import { sectionsOf } from './sections';
import { capitalise, FILLER, PRONOUNS, STOP, wordsOf } from './words';

// Testimonial traits: the words customers repeat across reviews. Each review (carousel clones and
// repeated widgets counted once) votes once per word and per two-word phrase it contains; what at
// least two reviews say wins, most reviews first. A two-word phrase ("on time", "fair price")
// replaces its words when as many reviews use it. Praise said of everything ("great", "highly
// recommend") and function words say nothing about this business and never count.

export const MAX_TRAITS = 3;
const MIN_REVIEWS = 2;
const MIN_QUOTE_WORDS = 5;
const QUOTED = /^["“”'‘„«]/;
/** "— Jamie & Sam", "- Karen D., Waverly": a dash-led line names who said it. */
const ATTRIBUTION = /^[—–-]\s/;

/** The quoted words only: '"Fast and fair." - Greg S.' → 'Fast and fair.' */
function quoteOnly(text: string): string {
  // '"Fast and fair." - Greg S.', or with the reviewer's name first: 'Toby Ward "Paula and Lisa …"'.
  const m = text.match(/^(?:[^"“„«.!?]{0,60}\s)?["“„«]([^"”»]{10,})(?:["”»]|$)/);
  return (m ? m[1] : text).replace(/\s+[—–-]\s+[^.!?]*$/, '').trim();
}

function quotesOf(block: PageBlock, inTestimonials: boolean): boolean {
  if (block.link || ATTRIBUTION.test(block.text)) return false;
  // On a reviews page, each review may be a list item or a card of its own.
  return (
    block.kind === 'quote' ||
    ((block.kind === 'paragraph' || (block.kind === 'item' && !block.cells)) &&
      (inTestimonials || QUOTED.test(block.text)))
  );
}

/** Every review on the pages, once each. */
export function reviewsOf(pages: AnalysedPage[]): string[] {
  const seen = new Map<string, string>();
  const add = (raw: string) => {
    const text = quoteOnly(raw);
    const key = wordsOf(text).join(' ');
    if (text.split(/\s+/).length >= MIN_QUOTE_WORDS && !seen.has(key)) seen.set(key, text);
  };
  for (const page of pages) {
    for (const review of page.structured?.reviews ?? []) add(review);
    for (const s of sectionsOf(page)) for (const b of s.blocks) if (quotesOf(b, s.role === 'testimonials')) add(b.text);
  }
  return [...seen.values()];
}

/**
 * Nothing repeats (one review, or reviews that share no word): the qualities a review lists after
 * "was / were / so": "They were punctual, friendly and fixed our pipe" → Punctual, Friendly.
 */
function listedQualities(reviews: string[]): string[] {
  const out: string[] = [];
  for (const review of reviews) {
    const m = review.match(
      /\b(?:was|were|is|are|so|very)\s+([a-z-]+(?:,\s*[a-z-]+)+(?:,?\s+and\s+[a-z-]+(?=[\s]*[.!?,;]|$))?)/i,
    );
    if (!m) continue;
    for (const w of m[1].split(/,\s*|\s+and\s+/))
      if (meaningful(w.toLowerCase()) && !out.includes(capitalise(w.toLowerCase())))
        out.push(capitalise(w.toLowerCase()));
  }
  return out.slice(0, MAX_TRAITS);
}

const meaningful = (w: string) => w.length >= 3 && !STOP.has(w) && !FILLER.has(w) && !/^\d/.test(w);

export function readTestimonialTraits(pages: AnalysedPage[]): {
  traits: string[];
  votes: Record<string, number>;
  reviews: number;
} {
  const reviews = reviewsOf(pages);
  const votes = new Map<string, { n: number; order: number }>();
  let order = 0;
  for (const review of reviews) {
    const words = wordsOf(review);
    const units = new Set<string>();
    words.forEach((w, i) => {
      if (meaningful(w)) units.add(w);
      const next = words[i + 1];
      // A phrase of two words, at least one meaningful and neither mere praise: "on time", "fair price".
      if (
        next &&
        !PRONOUNS.has(w) &&
        (meaningful(w) || meaningful(next)) &&
        !FILLER.has(w) &&
        !FILLER.has(next) &&
        !(STOP.has(w) && STOP.has(next)) &&
        !STOP.has(next)
      )
        units.add(`${w} ${next}`);
    });
    for (const u of units) {
      const v = votes.get(u) ?? { n: 0, order: order++ };
      v.n++;
      votes.set(u, v);
    }
  }
  // Reviews name the business and what it sells ("electrician", "tea"): words of its own titles say nothing about how it treats people.
  const own = new Set(
    pages
      .flatMap((p) => wordsOf(`${p.title} ${new URL(p.url).hostname.replace(/^www\./, '').split('.')[0]}`))
      .filter((w) => !STOP.has(w)),
  );
  const ownWord = (unit: string) =>
    unit
      .split(' ')
      .some(
        (w) =>
          own.has(w) ||
          own.has(w.replace(/(?:ian|ians|s)$/, '')) ||
          [...own].some((o) => o.length > 4 && w.startsWith(o.slice(0, 5))),
      );
  // Names ("Paula", "Belight") are written with a capital inside a sentence: who or what, not how.
  const names = new Set<string>();
  for (const r of reviews)
    for (const m of r.matchAll(/(?<=[a-z,;]\s)([A-Z][a-z’']+)/g)) names.add(m[1].toLowerCase().replace(/['’]s$/, ''));
  const repeated = [...votes.entries()].filter(
    ([unit, v]) => v.n >= MIN_REVIEWS && !ownWord(unit) && !unit.split(' ').some((w) => names.has(w)),
  );
  if (repeated.length === 0) return { traits: listedQualities(reviews), votes: {}, reviews: reviews.length };
  // A phrase used by as many reviews as its words stands in for them.
  const covered = new Set<string>();
  for (const [unit, v] of repeated)
    if (unit.includes(' ')) for (const w of unit.split(' ')) if ((votes.get(w)?.n ?? 0) <= v.n) covered.add(w);
  const ranked = repeated
    .filter(([unit]) => !covered.has(unit))
    .sort((a, b) => b[1].n - a[1].n || a[1].order - b[1].order)
    .map(([unit]) => unit);
  const traits: string[] = [];
  for (const unit of ranked) {
    if (traits.length >= MAX_TRAITS) break;
    if (traits.some((t) => t.toLowerCase().includes(unit) || unit.includes(t.toLowerCase()))) continue;
    traits.push(capitalise(unit));
  }
  return { traits, votes: Object.fromEntries(repeated.map(([u, v]) => [u, v.n])), reviews: reviews.length };
}
