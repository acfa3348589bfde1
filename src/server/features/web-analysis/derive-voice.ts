import { countMatches, CUSTOMERS, SERVES_CONTEXT, TONES, type Lexicon } from './lexicons';

// Tone: which word families the site uses most (lexicons.ts TONES). Customer types: who the site
// says it works for. Both keep their counts as evidence so a result can be explained.

export type Scores = Record<string, number>;

const MAX_TONES = 3;
const MAX_CUSTOMER_TYPES = 4;
/** A label needs this many votes to count, so one stray word doesn't set the tone. */
const MIN_TONE_VOTES = 2;
const MIN_CUSTOMER_SCORE = 2;
/** A customer word in a "for / serving / work with" phrase weighs this much; elsewhere 1. */
const CONTEXT_WEIGHT = 3;

function ranked(lexicon: Lexicon, scores: Scores, min: number, max: number): string[] {
  return lexicon
    .map(([label], order) => ({ label, score: scores[label] ?? 0, order }))
    .filter((e) => e.score >= min)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map((e) => e.label);
}

/** "Friendly", "Friendly and trustworthy", "Friendly, professional and trustworthy". */
export function joinAsPhrase(labels: string[]): string {
  const [first, ...rest] = labels;
  if (!first) return '';
  const tail = rest.map((l) => l.toLowerCase());
  if (tail.length === 0) return first;
  return `${[first, ...tail.slice(0, -1)].join(', ')} and ${tail[tail.length - 1]}`;
}

export function deriveTone(text: string): { tone: string; scores: Scores } {
  const scores: Scores = {};
  for (const [label, pattern] of TONES) scores[label] = countMatches(pattern, text);
  const labels = ranked(TONES, scores, MIN_TONE_VOTES, MAX_TONES);
  const fallback = ranked(TONES, scores, 1, 1);
  return { tone: joinAsPhrase(labels.length > 0 ? labels : fallback) || 'Neutral and informative', scores };
}

/**
 * Lexicon entries run most-specific first and blank out what they matched, so "small businesses"
 * is not counted again as "businesses"; a "small businesses" result then stands in for both.
 */
export function deriveCustomerTypes(text: string): { customerTypes: string[]; scores: Scores } {
  let remaining = text.replace(/\s+/g, ' ');
  const scores: Scores = {};
  for (const [label, pattern] of CUSTOMERS) {
    pattern.lastIndex = 0;
    let score = 0;
    remaining = remaining.replace(pattern, (match: string, ...args: unknown[]) => {
      const offset = args[args.length - 2] as number;
      const before = remaining.slice(Math.max(0, offset - 60), offset);
      score += SERVES_CONTEXT.test(before) ? CONTEXT_WEIGHT : 1;
      return ' '.repeat(match.length);
    });
    if (score > 0) scores[label] = score;
  }
  let labels = ranked(CUSTOMERS, scores, MIN_CUSTOMER_SCORE, MAX_CUSTOMER_TYPES + 1);
  if (labels.includes('Small businesses')) labels = labels.filter((l) => l !== 'Businesses');
  return { customerTypes: labels.slice(0, MAX_CUSTOMER_TYPES), scores };
}
