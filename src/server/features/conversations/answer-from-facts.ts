import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { TFactKind, TKnowledgeFact } from '@common/conversations/knowledge-facts';
import type { TFactSource } from '@common/fact-sheet/schemas';
import { expandContractions } from '@common/text/expand-contractions';

// What callers ask most (hours, area, prices, services, phone, address…) answered from the
// business's fact sheet, before any passage is searched: a fact is stated once, with its source,
// where a passage that mentions "hours" may be a review. A question about a kind that has no fact,
// or asks for a price or a service the sheet does not list, is left to the passages (null).

export interface FactAnswer {
  answer: string;
  kinds: TFactKind[];
  /** Where the first value said was read; null for the owner's own words. */
  source: TFactSource | null;
  /** Every value said was the owner's. */
  owner: boolean;
}

const ASKS: Array<[TFactKind, RegExp]> = [
  [
    'hours',
    /\b(hours|opening times|open|opens|close|closes|closing|closed|what time|when are you|when is the (office|shop|store))\b/,
  ],
  [
    'area',
    /\b(areas?|service area|cover|covers|coverage|travel|come out|radius|neighbou?rhoods?|cities|towns|where do you (work|go|operate)|which places)\b/,
  ],
  [
    'offers',
    /\b(how much|prices?|pricing|cost|costs|charge|charges|fees?|rates?|quote|specials?|deals?|discounts?|coupons?|cheap|cheapest|cheaper|expensive|afford)\b/,
  ],
  [
    'services',
    /\b(services?|what (do|can) you (do|offer|help with)|what (kind|kinds|sort|type|types) of (work|jobs?)|offerings?|speciali[sz]e|do you (do|offer|provide|handle|fix|install|repair|clean|sell|make))\b/,
  ],
  ['phones', /\b(phone|telephone|number to call|your number|call you|reach you by phone)\b/],
  ['addresses', /\b(address|where are you|where is your|located|location|find you|directions|visit you)\b/],
  ['emails', /\be-?mail\b/],
  // "the owner", not "a home owner" asking about a service.
  ['owner', /\b(who (runs|owns|founded|started|manages)|(the|your) (owner|founder)|in charge)\b/],
  ['founded', /\b(since when|how long have you been|founded|established|in business since|how old is)\b/],
  ['name', /\b(what is your (business|company) name|what company is this|who am i (talking|speaking) to)\b/],
];

/** Asking for the whole list, whatever else the line says ("I'm in Mesa, what services do you offer?"). */
const ALL_SERVICES =
  /\b(what|which) (services|(kind|kinds|sort|type|types) of (work|services?|jobs?))\b|\bwhat (do|can) you (do|offer)\b/;

/** Words of the question that say what it is about (not how it asks). */
const ASKING = new Set(
  (
    'what which where when who how why does do did can could would will should is are was were the a an and or for ' +
    'you your yours we our us i me my it its this that there any some of to in on at with about tell please much ' +
    'many have has had be been get give know like want need price prices pricing cost costs charge charges fee fees ' +
    'rate rates quote special specials deal deals discount discounts coupon coupons cheap cheapest cheaper ' +
    'expensive afford service services offer offers offering offerings provide handle speciali specialize ' +
    'specialise kind kinds sort type types work job jobs right just really also then so per one'
  ).split(' '),
);

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const subjectOf = (question: string) => words(question).filter((w) => w.length >= 3 && !ASKING.has(w));
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));
/** Every subject word of the question is in `text`: one shared word ("clean" pools, drain "cleaning") is not enough. */
const mentions = (text: string, subject: string[]) => {
  const own = words(text);
  return subject.every((s) => own.some((w) => sameWord(w, s)));
};
/** Every word of `value` that says something is in the question ("duct cleaning" in "clean ducts?"). */
const covers = (question: string[], value: string) => {
  const own = words(value).filter((w) => w.length >= 3 && !ASKING.has(w));
  return own.length > 0 && own.every((w) => question.some((q) => sameWord(q, w)));
};

function listed(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function spokenPhone(value: string): string {
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed?.isValid()) return value;
  return parsed.country === 'US' || parsed.country === 'CA' ? parsed.formatNational() : parsed.formatInternational();
}

type Said = { text: string; values: TKnowledgeFact['values'] } | null;

function say(kind: TFactKind, fact: TKnowledgeFact, question: string): Said {
  const values = fact.values;
  const all = (text: string) => ({ text, values });
  const asked = words(question);
  switch (kind) {
    case 'hours':
      return all(`Our hours are ${values[0].value}.`);
    case 'area': {
      const places = values[0].value.split(/\s*[,·;|/]\s*|\s+and\s+/).filter(Boolean);
      const named = places.filter((p) => covers(asked, p));
      return all(
        named.length
          ? `Yes, we serve ${listed(named)}. Our service area: ${values[0].value}.`
          : `Our service area: ${values[0].value}.`,
      );
    }
    case 'offers': {
      const subject = subjectOf(question);
      const hits = subject.length ? values.filter((v) => mentions(v.value, subject)) : values.slice(0, 3);
      if (!hits.length) return null;
      return { text: `${hits.map((v) => v.value.replace(/[.\s]+$/, '')).join('; ')}.`, values: hits };
    }
    case 'priceRange':
      return all(`Our price range is ${values[0].value}.`);
    case 'services': {
      const subject = subjectOf(question);
      if (!subject.length || ALL_SERVICES.test(question)) return all(`We offer ${listed(values.map((v) => v.value))}.`);
      const hits = values.filter((v) => covers(asked, v.value) || mentions(v.value, subject));
      // A service the sheet does not list may still be on a page: the passages are asked.
      if (!hits.length) return null;
      return { text: `Yes, we offer ${listed(hits.map((v) => v.value))}.`, values: hits };
    }
    case 'phones':
      return all(`You can call us on ${listed(values.map((v) => spokenPhone(v.value)))}.`);
    case 'addresses':
      return all(`We're at ${values.map((v) => v.value).join('; ')}.`);
    case 'emails':
      return all(`You can email us at ${listed(values.map((v) => v.value))}.`);
    case 'owner':
      return all(`The business is run by ${values[0].value}.`);
    case 'founded':
      return all(`We've been in business since ${values[0].value}.`);
    case 'name':
      return all(`This is ${values[0].value}.`);
  }
}

/**
 * The answer the fact sheet gives a question, or null when it gives none. `withheld`: a kind asked
 * about whose values the owner removed ("there is none"), so no page may answer it either.
 */
export function answerFromFacts(facts: TKnowledgeFact[], question: string): FactAnswer | 'withheld' | null {
  const q = expandContractions(question).toLowerCase();
  const byKind = new Map(facts.map((f) => [f.kind, f]));
  let asked = ASKS.filter(([, re]) => re.test(q)).map(([kind]) => kind);
  // A question naming one of the places served asks about the area ("Do you come to Tempe?"), not
  // about a service.
  const area = byKind.get('area');
  if (!asked.includes('area') && area?.values[0] && /\b(serve|come|work|go)\b/.test(q)) {
    const places = area.values[0].value.split(/\s*[,·;|/]\s*|\s+and\s+/);
    if (places.some((p) => covers(words(q), p))) asked = ['area', ...asked.filter((k) => k !== 'services')];
  }
  if (asked.includes('offers') && byKind.get('priceRange')?.values.length) asked.push('priceRange');
  const said: Array<{ kind: TFactKind; said: NonNullable<Said> }> = [];
  let withheld = false;
  for (const kind of asked) {
    const fact = byKind.get(kind);
    if (!fact) continue;
    if (!fact.values.length) {
      withheld ||= fact.edited;
      continue;
    }
    // A general price question is answered by the offers; the range is said only when no offer is.
    if (kind === 'priceRange' && said.some((s) => s.kind === 'offers')) continue;
    const s = say(kind, fact, q);
    if (s) said.push({ kind, said: s });
  }
  if (!said.length) return withheld ? 'withheld' : null;
  const values = said.flatMap((s) => s.said.values);
  return {
    answer: said.map((s) => s.said.text).join(' '),
    kinds: said.map((s) => s.kind),
    source: values.find((v) => v.source)?.source ?? null,
    owner: values.every((v) => !v.source),
  };
}
