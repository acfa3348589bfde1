import type { AnalysedPage } from '../related-pages';
import { isCustomerNoun } from './people';
import { tag } from './pos';
import { isPlainAdjective } from './refuse-qualities';
import { selfLines, selfText } from './self-description';
import { isPlural, joinAsPhrase, NUMBER_WORDS, sentences, STOP, uniquePhrases, wordsOf } from './words';

// Tone: the words the business uses for itself. In order of how directly they say it: a headline
// that opens with a list of qualities ("Calm, unhurried vet care"), what "we are" / "we keep it" /
// "our practice is" sentences say ("We are small, curious and a bit cluttered"), and the qualities
// in "<Name> is a family-run, independent shop". Empty when the site never describes itself.

export const MAX_TONE_WORDS = 3;

/** Nouns used as modifiers end like this ("repair shop", "cleaning company", "dentistry clinic"). */
const NOUNLIKE = /(?:ing|tion|sion|ment|ness|ry|py|ist|ics|ship|hood|ware|er)$/i;
const DEGREE =
  /^(?:a\s+)?(?:little\s+)?(?:bit\s+|little\s+|touch\s+)?(?:very\s+|really\s+|quite\s+|so\s+|pretty\s+|proudly\s+|always\s+|truly\s+)?/i;
/** Where a self-description stops: a preposition, a clause, punctuation other than commas. */
const STOPS =
  /[.;:!?()]|\s(?:who|that|which|so|because|since|in|at|on|of|for|with|from|by|about|run|led|founded|serving|where|when|than|but|like)\b/i;

const PREDICATE =
  /\b(?:we(?:'re|’re|\s+are)|i(?:'m|’m|\s+am)|(?:our|my)\s+\w+\s+is|we\s+keep\s+(?:it|things|the\s+\w+))\s+(.+)/i;
const NAME_IS = /^(?:[A-Z][\w&'’.]*\s+){1,4}is\s+(?:a|an)\s+(.+)/;
/** A description that opens on a list of qualities: "A warm, friendly neighbourhood parlour …". */
const ARTICLE_LIST = /^(?:a|an)\s+([a-z][\w-]*(?:,\s*[a-z][\w-]*)+\s+.+)/i;

/**
 * "changing things", "constantly expanding": what the business is doing, not how it is. A manner
 * word that ends in -ing ("caring", "welcoming") is a quality all the same.
 */
function isActivity(list: string): boolean {
  const m = list.match(/^\s*(?:\w+ly\s+|always\s+|still\s+)?(\w+ing)\b/i);
  if (!m) return false;
  const word = m[1].toLowerCase();
  return !(m[0].trim() !== m[1] && (MANNER.has(word) || isPlainAdjective(word)));
}

/** "small, curious and a bit cluttered" → small, curious, cluttered (predicate adjectives). */
function qualities(list: string, nounPhrase: boolean): string[] {
  // "happy to help", "interested in engineers", "changing things": a state or an activity, not how the business is.
  if (
    !nounPhrase &&
    (/^\s*(?:\w+ly\s+|always\s+|very\s+|so\s+)?\w+\s+(?:to|in|of|about|at|with)\b/i.test(list) || isActivity(list))
  )
    return [];
  const phrase = list.split(STOPS)[0].trim();
  // "known for", "based in", "located near": a passive verb and its preposition, not a quality.
  if (!nounPhrase && /^\S+(?:ed|wn|en)$/i.test(phrase) && phrase.length < list.trim().length) return [];
  // In a noun phrase ("a family-run, independent repair shop") only comma-separated single words
  // and hyphenated compounds are qualities; the rest names the business ("repair shop").
  const parts = phrase
    .split(nounPhrase ? /\s*,\s*/ : /\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => p.replace(DEGREE, '').trim())
    .filter(Boolean);
  const out: string[] = [];
  parts.forEach((part, i) => {
    const words = part.split(/\s+/);
    const last = i === parts.length - 1;
    if (!nounPhrase && words.length > 1 && isPlural(words[words.length - 1])) return; // "skilled litigators" names people
    const keep = nounPhrase
      ? words.length === 1 && !last
        ? words
        : words.slice(0, last ? -1 : undefined).filter((w) => w.includes('-'))
      : words.length <= 3
        ? [words.join(' ')]
        : [];
    for (const w of keep) {
      const word = w.replace(/[^\p{L}\s'’-]/gu, '');
      if (
        !word ||
        /^[A-Z]/.test(word) ||
        NUMBER_WORDS.test(word) ||
        STOP.has(word.toLowerCase().split(' ')[0]) ||
        (nounPhrase && NOUNLIKE.test(word))
      )
        continue;
      out.push(word.toLowerCase());
    }
  });
  return out;
}

/** How English adjectives end, plus the short ones that don't: the test for a quality word. */
const ADJECTIVE =
  /^(?:[a-z]+(?:ful|ous|ive|able|ible|less|some|ly)|[a-z]+-[a-z]+|warm|friendly|fast|quick|safe|calm|bold|fresh|clean|modern|honest|happy|kind|gentle|fair|local|quality|reliable|loving|caring|trusted|expert|skilled|premium|simple|secure|smart|sharp|tidy|neat|cosy|cozy|quiet|small|independent|affordable|flexible|dependable|welcoming|relaxed|relaxing|luxurious|stylish|creative|unique|authentic|holistic|natural|organic|healthy|personal|personalised|personalized|experienced|dedicated|professional)$/i;
const COORDINATED =
  /\b([a-z]+(?:-[a-z]+)?)((?:,\s*[a-z]+(?:-[a-z]+)?)*)(?:,?\s+(?:and|&)\s+([a-z]+(?:-[a-z]+)?))\s+[a-z]/gi;

/** "warm, loving and reliable pet care" → warm, loving, reliable (every word a quality, or none). */
function coordinatedQualities(sentence: string): string[] {
  for (const m of sentence.matchAll(COORDINATED)) {
    const words = [
      m[1],
      ...m[2]
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
      m[3],
    ].map((w) => w.toLowerCase());
    if (words.length < 2 || !words.every((w) => ADJECTIVE.test(w) && !STOP.has(w))) continue;
    // Qualities put before what is offered ("reliable pet care") describe it; before a preposition
    // ("keeping your home warm and cozy on a cold night") they describe something else.
    const rest = tag(sentence.slice((m.index ?? 0) + m[0].length - 1));
    if (rest[0] && !['NOUN', 'ADJ', 'PROPN'].includes(rest[0].pos)) continue;
    // Before the customers ("small and medium-sized businesses") they say whom, not how.
    if (rest[0] && isCustomerNoun(rest[0].word)) continue;
    return words;
  }
  return [];
}

/**
 * Words English uses for the manner of a business: how it treats people, how it works, what it is
 * like to deal with or be in. Not what it sells ("gluten", "tea") and not praise for everything
 * ("great", "best"): a site that repeats "friendly", "qualified", "fresh" about itself has told its
 * tone even without a "we are …" sentence.
 */
const MANNER = new Set(
  `affordable aggressive approachable artisan attentive authentic bold calm candid careful caring certified charming clean
  comfortable committed compassionate competitive compliant contemporary convenient cosy cozy courteous creative dedicated
  delicious dependable discreet efficient effortless elegant empathetic energetic ethical experienced expert fair flawless
  flexible fresh friendly fun genuine gentle healthy holistic homemade honest hygienic independent innovative insured inviting
  knowledgeable licensed bonded local loving luxurious luxury modern natural nostalgic organic passionate patient peaceful personable
  personal personalised personalized practical precise premium professional prompt punctual qualified quality quiet reasonable
  refined refreshing relaxed relaxing reliable reputable respectful responsive safe secure simple skilled skillful small
  sophisticated specialist stylish superior sustainable thorough tidy traditional tranquil transparent trusted trustworthy
  unhurried unique versatile warm welcoming`.split(/\s+/),
);
/** "eco-friendly", "family-owned", "stress-free", "long-lasting", "tailor-made": a quality in one hyphenated word. */
const MANNER_COMPOUND = /^[a-z]+-(?:friendly|free|owned|run|operated|made|lasting|focused|first)$/;

/** The manner words the site uses most often about itself, in how many of its lines each appears. */
export function repeatedManner(lines: string[]): string[] {
  const counts = new Map<string, { n: number; order: number }>();
  let order = 0;
  for (const line of new Set(lines.map((l) => l.trim()))) {
    const joined = line.replace(/\b(family|locally|owner|independently)[\s-](owned|run|operated)\b/gi, '$1-$2');
    for (const w of new Set(wordsOf(joined)))
      if (MANNER.has(w) || MANNER_COMPOUND.test(w)) {
        const c = counts.get(w) ?? { n: 0, order: order++ };
        c.n++;
        counts.set(w, c);
      }
  }
  return [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[1].order - b[1].order).map(([w]) => w);
}

export function readTone(pages: AnalysedPage[]): { tone: string; words: string[]; from: string } {
  const self = selfText(pages);
  const found: string[] = [];
  for (const h of self.headlines) {
    // "Gentle, fun dental care for kids": the headline opens with a list of single words.
    const m = h.match(/^([A-Z][\w-]+(?:,\s*[\w-]+)+)\s+\S/);
    if (m) found.push(...m[1].split(/\s*,\s*/).map((w) => w.toLowerCase()));
  }
  // "family owned and operated" is one quality, written with or without hyphens.
  const all = self.prose
    .flatMap(sentences)
    .map((x) => x.replace(/\b(family|locally|owner|independently)[\s-](owned|run|operated)\b/gi, '$1-$2'));
  for (const s of all) {
    const m = s.match(PREDICATE);
    if (!m) continue;
    const rest = m[1].replace(/^(?:still|proudly|truly|simply|just|now)\s+/i, '');
    // "once our product is applied": a passive verb says what happens to a thing, not how the business is.
    if (/^(?:our|my)\s/i.test(m[0].trim()) && /^[a-z]+ed\b/i.test(rest)) continue;
    // "Our mission is simple: …" announces what follows; "we keep it simple: …" says how the business works.
    if (/^(?:our|my)\s/i.test(m[0].trim()) && /^\w+\s*:/.test(rest)) continue;
    const article = /^(?:a|an)\s+/i.test(rest);
    found.push(...qualities(rest.replace(/^(?:a|an)\s+/i, ''), article));
  }
  for (const s of all) {
    const m = s.match(NAME_IS) ?? s.match(ARTICLE_LIST);
    if (m) found.push(...qualities(m[1], true));
  }
  // The site never says "we are …": the qualities it puts before what it offers, in its own
  // description ("warm, loving and reliable pet care", "a safe, healthy and happy environment").
  // Only where the business speaks of itself ("we", "our"): elsewhere such lists describe products or sectors.
  let from = found.length ? 'self-description' : 'none';
  if (found.length === 0)
    for (const s of all.filter((x) => /\b(?:we|our|us)\b/i.test(x))) found.push(...coordinatedQualities(s));
  if (from === 'none' && found.length) from = 'coordinated qualities';
  // Words merely used are weaker evidence than a sentence saying what the business is: two at most.
  if (found.length === 0) {
    found.push(...repeatedManner(selfLines(pages)).slice(0, 2));
    if (found.length) from = 'repeated words';
  }
  const words = uniquePhrases(found).slice(0, MAX_TONE_WORDS);
  return { tone: joinAsPhrase(words), words, from };
}
