import type { AnalysedPage } from '../related-pages';
import { isCollectivePeople, isEveryone, isPeople } from './people';
import { selfLines, siteProse } from './self-description';
import { capitalise, isPlural, sentences, STOP, trimDeterminers, uniquePhrases, wordsOf } from './words';

// Customer types: the groups of people the site says it serves, in its own words: what follows
// "for", "serving", "we work with", "we treat", "our clients are", "a favourite with" …, cut into
// one phrase per group ("couples, walkers and cyclists" → three). A group is a plural noun phrase
// ("small landlords", "families with young readers" → "families"); places, times and things are
// not. A sentence that says whom the business does NOT serve is skipped.

export const MAX_CUSTOMER_TYPES = 4;

const NOT_PEOPLE =
  /^(?:partners|bodies|contracts|needs|requirements|standards|products|services|solutions|prices|results|projects|jobs|works|materials|systems|tools|suppliers|brands|events|occasions|purposes|reasons|issues|problems)$/;

/** Phrases that say who the customers are; the second group weighs more than a bare "for". */
const STRONG =
  /\b(?:(?:our|my)\s+(?:clients|customers|regulars|guests|patients|members|users)\s+(?:are|include)(?:\s+mostly|\s+often|\s+usually)?|(?:clients|customers)\s+include|(?:we|i)\s+(?:work|works|partner)\s+(?:exclusively\s+|only\s+|mostly\s+)?(?:with|for)|works?\s+only\s+with|(?:we|i)\s+(?:treat|represent|serve|see|help|helped|welcome|care\s+for)|(?:happy|glad|here)\s+to\s+(?:help|serve|welcome)|(?:a\s+)?(?:favou?rite|popular)\s+(?:with|among)|(?:made|built|designed|perfect|ideal)\s+for|(?:a\s+)?(?:second\s+)?home\s+for|cater(?:s|ing)?\s+(?:to|for)|(?:we|i)\s+(?:teach|coach|train))\s+/gi;
const WEAK = /\b(?:for|serving|serves|helping|trusted\s+by|loved\s+by|offers?(?:\s+\w+)?\s+to)\s+/gi;
/** "Walkers and cyclists are welcome": the groups a site welcomes by name, as its sentence's subject. */
const WELCOMED = /^(.+?)\s+(?:are|always)\s+(?:always\s+|very\s+|most\s+|especially\s+)?welcome\b/;
const NEGATED = /\b(?:not|n't|never|no longer|except)\b/i;
/** Where a group's phrase ends: a clause, a place, a purpose. */
const PHRASE_END =
  /[.;:!?()]|\s(?:who|that|which|so|because|since|to|in|at|on|across|throughout|around|from|of|with|like|by|during|through|when|while|after|before|until|instead|including|near|plus)\s/i;

function groups(tail: string): string[] {
  // Commas separate groups; "and"/"or" too, unless what precedes is only a modifier ("yoga and pilates studios").
  const raw = tail.split(/\s*,\s*(?:and\s+|or\s+|plus\s+)?|\s+plus\s+/);
  const out: string[] = [];
  for (const piece of raw) {
    const parts = piece.split(/\s+(?:and|or|&)\s+/);
    let pending = '';
    for (const part of parts) {
      const phrase = pending ? `${pending} and ${part}` : part;
      if (wordsOf(part).some(isPlural) || part === parts[parts.length - 1]) {
        out.push(phrase);
        pending = '';
      } else pending = phrase;
    }
  }
  return out;
}

/** "families keeping an older car on the road" → "families"; null for things that aren't people. */
export function groupName(raw: string): string | null {
  const phrase = trimDeterminers(
    raw
      .split(PHRASE_END)[0]
      .replace(/\s+\w+ing\b.*$/, '')
      .trim(),
  );
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  const lower = wordsOf(phrase);
  if (lower.some((w) => /^\d/.test(w)) || STOP.has(lower[0] ?? '') || STOP.has(lower[lower.length - 1] ?? ''))
    return null;
  // A group ends on a plural noun; "Cedar Falls" (a place) starts every word with a capital.
  if (!isPlural(lower[lower.length - 1] ?? '') || words.every((w) => /^[A-Z]/.test(w))) return null;
  // "key industry partners", "large commercial contracts", "your needs": who or what a business works with, not its customers.
  if (NOT_PEOPLE.test(lower[lower.length - 1] ?? '')) return null;
  // "People" alone is everyone: no type of customer.
  if (lower.length === 1 && isEveryone(lower[0])) return null;
  return capitalise(phrase);
}

/** Examples of a kind ("home appliances, including air conditioners and geysers") are of that kind. */
const EXAMPLES = /,?\s+(?:including|such\s+as|like|e\.g\.)\s+/i;

/**
 * The groups of people a list names. Whatever phrase led to it, a customer type names people or
 * organisations: "for all goals and abilities", "we serve full breakfasts", "perfect for baby
 * showers" do not. A list names one kind of thing, so one member that is plainly a thing ("floors
 * and furniture") makes the whole list things, and examples take the kind of what they illustrate.
 */
function peopleIn(tail: string): string[] {
  const ex = tail.match(EXAMPLES);
  if (ex?.index !== undefined) {
    const head = groupName(
      tail
        .slice(0, ex.index)
        .split(/\s+of\s+/)
        .pop() ?? '',
    );
    if (head && !isPeople(head)) return [];
    return listOfPeople(tail.slice(ex.index + ex[0].length));
  }
  return listOfPeople(tail);
}

function listOfPeople(list: string): string[] {
  const names: string[] = [];
  // "individuals with specific limitations or injuries": a list after a preposition is that phrase's, not the customers'.
  for (const g of groups(list.split(PHRASE_END)[0])) {
    const n = groupName(g);
    if (n && isPeople(n)) names.push(n);
    else if (n || isLoneThing(g)) return [];
  }
  return names;
}

/** One lower-case word that is neither a plural, a little word, nor a word for people: "furniture", "equipment". */
const isLoneThing = (g: string) =>
  /^[a-z]{4,}$/.test(g.trim()) && !isPlural(g.trim()) && !STOP.has(g.trim()) && !isCollectivePeople(g.trim());

/**
 * Market segments: trades name their customers by the kind of property or work ("domestic and
 * commercial", "residential & commercial properties", "corporate clients"). A segment word counts
 * where the site names two segments together or puts it before its customers or their property.
 */
const SEGMENT = /\b(domestic|residential|commercial|industrial|corporate)\b/gi;
const SEGMENT_PAIR =
  /\b(?:domestic|residential|commercial|industrial|corporate)\s*(?:,|and|&|or|\/)\s*(?:\w+\s*(?:,|and|&|or)\s*)?(?:domestic|residential|commercial|industrial|corporate)\b/i;
const SEGMENT_NOUN =
  /\b(?:domestic|residential|commercial|industrial|corporate)\s+(?:customers|clients|properties|premises|buildings|sites|work|jobs|projects|contracts|installations|services)\b/i;

export function segmentCounts(lines: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of new Set(lines)) {
    if (!SEGMENT_PAIR.test(line) && !SEGMENT_NOUN.test(line)) continue;
    for (const seg of new Set([...line.matchAll(SEGMENT)].map((m) => m[1].toLowerCase())))
      counts.set(seg, (counts.get(seg) ?? 0) + 1);
  }
  return counts;
}

/**
 * Whom the site talks to: "your pet", "your cat", "your home", "your business". What a visitor is
 * asked to bring names who the customers are, in a fixed English sense (a garden → homeowners). Not "your home" (services come "to your home"), not "your roof" (shops have roofs).
 */
const ADDRESSED: ReadonlyArray<readonly [string, RegExp]> = [
  ['Pets', /\byour\s+(?:\w+\s+)?pets?\b/i],
  ['Dogs', /\byour\s+(?:\w+\s+)?(?:dogs?|pup|puppy|puppies)\b/i],
  ['Cats', /\byour\s+(?:\w+\s+)?(?:cats?|kitty|kitties|kittens?)\b/i],
  ['Homeowners', /\byour\s+(?:\w+\s+)?(?:house|garden|lawn|yard)\b/i],
  ['Businesses', /\byour\s+(?:\w+\s+)?(?:business|company|shop|office|premises)\b/i],
  ['Car owners', /\byour\s+(?:\w+\s+)?(?:car|vehicle)\b/i],
];

export function addressedCounts(lines: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of new Set(lines))
    for (const [group, pattern] of ADDRESSED) if (pattern.test(line)) counts.set(group, (counts.get(group) ?? 0) + 1);
  return counts;
}

export function readCustomerTypes(pages: AnalysedPage[]): { customerTypes: string[]; scores: Record<string, number> } {
  const scores = new Map<string, { name: string; score: number; order: number }>();
  let order = 0;
  const add = (name: string, weight: number) => {
    const key = name.toLowerCase();
    const e = scores.get(key) ?? { name, score: 0, order: order++ };
    e.score += weight;
    scores.set(key, e);
  };
  const structured = pages.flatMap((p) => p.structured?.audiences ?? []);
  for (const a of structured) {
    const n = groupName(a);
    if (n) add(n, 3);
  }
  for (const sentence of siteProse(pages).flatMap(sentences)) {
    if (NEGATED.test(sentence)) continue;
    for (const [pattern, weight] of [
      [STRONG, 2],
      [WEAK, 1],
    ] as const) {
      for (const m of sentence.matchAll(pattern)) {
        const tail = sentence.slice((m.index ?? 0) + m[0].length).split(/[.;:!?]/)[0];
        for (const n of peopleIn(tail)) add(n, weight);
      }
    }
  }
  for (const sentence of siteProse(pages).flatMap(sentences)) {
    const m = NEGATED.test(sentence) ? null : sentence.match(WELCOMED);
    for (const n of m ? peopleIn(m[1]) : []) add(n, 2);
  }
  const lines = selfLines(pages);
  for (const [seg, n] of segmentCounts(lines)) add(capitalise(seg), n);
  // Addressed once may be by the way ("your home" in a contact line); twice is whom the site speaks to.
  for (const [group, n] of addressedCounts(lines)) if (n >= 2) add(group, n / 2);
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  const names = uniquePhrases(ranked.map((e) => e.name));
  return {
    customerTypes: names.slice(0, MAX_CUSTOMER_TYPES),
    scores: Object.fromEntries(ranked.map((e) => [e.name, e.score])),
  };
}
