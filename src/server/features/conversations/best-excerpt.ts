import { sentencesOf } from './sentences';

// The part of a passage that answers a question, short enough to say on a call: the sentence with
// most of the question's words, or, in text without sentences (a page's list of services), a
// window where they gather.

const MAX = 240;
const STOP = new Set([
  'what',
  'which',
  'where',
  'when',
  'does',
  'have',
  'your',
  'about',
  'there',
  'with',
  'that',
  'this',
  'from',
  'offer',
  'tell',
  // How callers open a question: no fact is asked by these.
  'you',
  'can',
  'are',
  'the',
  'and',
  'for',
  'our',
  'how',
  'who',
  'why',
  'any',
  'did',
  'was',
  'will',
  'would',
  'could',
  'should',
  'please',
  'know',
  // Verbs that ask whether at all, not what: "do you treat cats?", "do you work in Vernon?".
  'treat',
  'work',
  'provide',
  'serve',
  'handle',
  'take',
  'accept',
  'deal',
  'need',
  'get',
  'help',
  'want',
  // How a caller asks for agreement: "…, right?", "isn't it true that …".
  'right',
  'correct',
  'true',
  'isn',
  'aren',
  'yes',
  'much',
  'many',
]);

/** A word's first five letters, after a plural "s": "roofs" finds "roof", "boilers" "boiler". */
const stemOf = (w: string) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w).slice(0, 5);

/** The words of a question that name something (not how a caller asks), as written. */
export const contentWords = (question: string) => [
  ...new Set((question.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((w) => !STOP.has(w))),
];

export const stems = (question: string) => [
  ...new Set((question.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map(stemOf)),
];

/** Where a stem opens a word of lower-case text: "work" in "work" or "workshop", not in "network". */
const opening = (stem: string) => new RegExp(`\\b${stem}`, 'g');
export const holds = (text: string, stem: string) => opening(stem).test(text);

/**
 * Whether a passage speaks to the question: it holds two of the question's words, or its one
 * word. A passage sharing a single word with a longer question ("opening" for
 * "What are your opening hours?" in "opening in the downtown area") answers something else, and
 * the agent should say it does not know rather than read it out. The campaign's own questions
 * and answers follow the same idea with Postgres's lexemes (`find-entry-answer.ts`).
 */
export function answersQuestion(passage: string, question: string): boolean {
  const wanted = stems(question);
  const l = passage.toLowerCase();
  return wanted.filter((w) => holds(l, w)).length >= Math.min(2, wanted.length);
}

export function bestExcerpt(passage: string, question: string): string {
  const wanted = stems(question);
  const sentences = sentencesOf(passage);
  // Most of the question's words first; of two sentences with as many, the one with the longer
  // words ("Vernon" over "work" for "Do you work in Vernon?"), which name more.
  const score = (s: string) => {
    const l = s.toLowerCase();
    const found = wanted.filter((w) => holds(l, w));
    return found.length * 100 + found.reduce((n, w) => n + w.length, 0);
  };
  let best = sentences[0] ?? passage;
  for (const s of sentences) if (score(s) > score(best)) best = s;
  if (best.length <= MAX) return best;
  const l = best.toLowerCase();
  // Start near the hit with most of the question's words in the stretch after it ("Our Services …
  // Drain cleaning": the drain-cleaning mention, not the heading that merely says "services").
  const hits = wanted.flatMap((w) => [...l.matchAll(opening(w))].map((m) => m.index));
  const near = (i: number) => wanted.filter((w) => holds(l.slice(i, i + 120), w)).length;
  const at = hits.length ? hits.reduce((b, i) => (near(i) > near(b) || (near(i) === near(b) && i < b) ? i : b)) : 0;
  let from = Math.max(0, at - 60);
  if (from > 0) from = best.indexOf(' ', from) + 1 || from;
  let to = Math.min(best.length, from + MAX);
  if (to < best.length) to = best.lastIndexOf(' ', to) > from ? best.lastIndexOf(' ', to) : to;
  return `${from > 0 ? '…' : ''}${best.slice(from, to).trim()}${to < best.length ? '…' : ''}`;
}
