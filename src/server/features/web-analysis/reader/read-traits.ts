import type { PageBlock } from '../../../providers/web/types';
import type { AnalysedPage } from '../related-pages';
import { sectionsOf } from './sections';
import { tag, tagOfWord } from './pos';
import { isPlainAdjective, isQuality, isQualityWord } from './refuse-qualities';
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

/** A reviewer's quality as used in its sentence: an adjective, a manner adverb ("promptly", not "now"), a participle ("explained"). */
const isQualityTag = (pos: string, w: string) =>
  pos === 'ADJ' || (pos === 'ADV' && /ly$/.test(w)) || (pos === 'VERB' && /ed$/.test(w));

/**
 * The tagger reads a capitalised adjective as a name ("Reliable, caring and Paula …", "Fair
 * price."), an adjective before "enough" as an adverb, and "patient" or "caring" as the nouns they
 * also are: an adjective-only word, or a plain adjective not after an article, stays an adjective.
 */
function retag(w: string, pos: string, prevPos: string | undefined): string {
  if (!['PROPN', 'NOUN', 'ADV'].includes(pos) || !isQualityWord(w)) return pos;
  const lexical = tagOfWord(w);
  if (lexical !== 'NOUN') return lexical === 'ADV' ? pos : 'ADJ';
  return isPlainAdjective(w) && prevPos !== 'DET' ? 'ADJ' : pos;
}

const OPENERS = new Set(['ADJ', 'ADV', 'VERB', 'ADP', 'NOUN']);
/**
 * A two-word quality as reviewers write it: "so patient", "fair price", "never rushed", "on
 * time". Not a clause's seam ("and now") nor two nouns naming a thing ("pet care").
 */
function phraseShape(pos: string, w: string, nextPos: string, next: string): boolean {
  if (!OPENERS.has(pos)) return false;
  // "on time", "at ease", "in touch": a preposition opens a quality only in these idioms ("of assurance" is none).
  if (pos === 'ADP') return /^(?:on|at|in)$/.test(w) && nextPos === 'NOUN';
  // An adverb opens one when it grades ("so patient", "never rushed"), not when it dates ("now looks").
  if (pos === 'ADV' && !/ly$/.test(w) && !/^(?:so|very|really|always|never|super|too|well|extremely)$/.test(w))
    return false;
  if (nextPos === 'ADV' && !/ly$/.test(next)) return false;
  if (!['NOUN', 'ADJ', 'VERB', 'ADV'].includes(nextPos)) return false;
  return isQualityTag(pos, w) || isQualityTag(nextPos, next) || pos === 'ADV';
}

/**
 * What happened on the job ("called", "arrived", "completed", "cleaned") and words that rate
 * nothing ("online", "free", "several", "testimonial"): a review tells them, but they are not how
 * the business treated anybody.
 */
const NOT_PRAISE = new Set(
  `called arrived completed cleaned started turned decided booked expected installed replaced fixed moved finished came
  hired asked scheduled contacted paid received delivered removed repaired painted checked showed assessed returned
  done gone taken given made got put left changed added built shown answered emailed texted quoted charged sent
  photographed served cooked flowered stayed ordered bought tried went
  online light free extra several old full able whole other same last next rental testimonial testimonials
  former specific previous current recent certain various particular general own main real
  potential financial technical physical mental annual social digital`.split(/\s+/),
);

const meaningful = (w: string) =>
  w.length >= 3 && !STOP.has(w) && !FILLER.has(w) && !NOT_PRAISE.has(w) && !/^\d/.test(w);

export function readTestimonialTraits(pages: AnalysedPage[]): {
  traits: string[];
  votes: Record<string, number>;
  reviews: number;
} {
  const reviews = reviewsOf(pages);
  const votes = new Map<string, { n: number; order: number }>();
  let order = 0;
  for (const review of reviews) {
    const units = new Set<string>();
    // Tagged in its sentence: "caring" in "they are caring" is an adjective, "care" and "teeth"
    // are what the review is about. A phrase does not run across punctuation.
    // Words shouted in capitals ("I LOVE MY NEW SMILE") are tagged as the words they are.
    const tokens = tag(review.replace(/\b[A-Z]{2,}\b/g, (w) => w.toLowerCase())).map((t, i, all) => {
      const w = t.word.toLowerCase().replace(/[’']s$/, '');
      return { w, pos: retag(w, t.pos, all[i - 1]?.pos) };
    });
    tokens.forEach(({ w, pos }, i) => {
      if (pos === 'PUNCT' || !/\p{L}/u.test(w)) return;
      if (meaningful(w) && isQualityTag(pos, w)) units.add(w);
      const next = tokens[i + 1];
      // A phrase of two words, at least one meaningful and neither mere praise: "on time", "fair
      // price", "cleaned up"; never one that opens on an article or a pronoun ("a friendly").
      if (
        next &&
        next.pos !== 'PUNCT' &&
        pos !== 'DET' &&
        pos !== 'PRON' &&
        !PRONOUNS.has(w) &&
        (meaningful(w) || meaningful(next.w)) &&
        !FILLER.has(w) &&
        !FILLER.has(next.w) &&
        !(STOP.has(w) && STOP.has(next.w)) &&
        !STOP.has(next.w) &&
        phraseShape(pos, w, next.pos, next.w)
      )
        units.add(`${w} ${next.w}`);
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
    // "special" is adjective-shaped but says nothing: the next quality takes its place.
    if (!isQuality(unit)) continue;
    if (traits.some((t) => t.toLowerCase().includes(unit) || unit.includes(t.toLowerCase()))) continue;
    traits.push(capitalise(unit));
  }
  return { traits, votes: Object.fromEntries(repeated.map(([u, v]) => [u, v.n])), reviews: reviews.length };
}
