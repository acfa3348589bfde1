// What callers ask most (hours, area, prices, services, contact) is rarely written in the
// question's own words: "When are you open?" is answered by "Mon–Fri 7am–6pm" under "Office
// Hours". Each topic names the words that ask for it, the words that search for it, and what a
// passage must hold to answer it at all (a day and a time, a sum, a phone number …).

export type Topic = 'hours' | 'prices' | 'contact' | 'area' | 'services';

interface TopicRule {
  /** Words of a question that ask for this topic (they are then no subject of their own). */
  asks: RegExp;
  /** Words searched beside the question's own (Postgres lexemes, prefixes allowed with `:*`). */
  search: string[];
  /** What a passage (heading and text) holds when it can answer the topic. */
  answers: (text: string, question: string) => boolean;
}

// No closing \\b: captured text glues blocks together ('Open Daily11:00 AM').
const DAY =
  /\b(mon|tues?|wed(nes)?|thu(rs?)?|fri|sat(ur)?|sun)(day)?s?(?![a-z])|\bweekdays?|\bweekends?|\bdaily|\bevery day|\b\d days (a|per) week/i;
const TIME = /\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}(?!\d)|\bnoon\b|\bmidnight\b/i;
const ALWAYS = /\b24\s*\/\s*7\b|\b24 hours?\b|\bround the clock\b/i;
const SUM =
  /[$£€₹¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:dollars|pounds|euros|usd|gbp|eur|inr|rs)\b|\brs\.?\s?\d|\bfree (?:quotes?|estimates?|consultations?)\b/i;
const PHONE = /(?:\+?\d[\d\s().-]{6,}\d)/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const STREET =
  /\b\d+[a-z]?\s+(?:[A-Za-z]+\s){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|highway|hwy|parkway|pkwy|square|sq|terrace|close)\b|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}\b|\b[A-Z]{2}\s\d{5}\b/i;
// Words that say where, then a place's capitalised name in the same sentence ("serving the
// Greater Boston area", "based in the Algarve"); "travel" alone is how a review speaks.
const SERVING =
  /\b(?:[Ss]erv(?:e|es|ed|ing)|[Ss]ervice [Aa]reas?|[Aa]reas?|[Cc]over(?:s|ing)?|[Tt]hroughout|[Aa]cross|[Aa]round|[Ss]urrounding|[Bb]ased in|[Ll]ocated in|[Nn]ationwide|[Ii]n and around)\b[^.;!?]{0,80}?\b[A-Z][a-z]{2,}/;

const phoneDigits = (text: string) => (text.match(PHONE) ?? []).some((m) => m.replace(/\D/g, '').length >= 7);

const RULES: Record<Topic, TopicRule> = {
  hours: {
    asks: /^(hour|open|openi|close|closi|time|when|week|satur|sunda|today|late|early|daily)/,
    search: [
      'hour',
      'open:*',
      'close:*',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
      'mon',
      'fri',
      'sat',
      'sun',
      'daili',
      'week:*',
      'weekday:*',
    ],
    answers: (t) => ALWAYS.test(t) || (DAY.test(t) && (TIME.test(t) || /\bclosed\b/i.test(t))),
  },
  prices: {
    asks: /^(price|prici|cost|charg|fee|fees|rate|rates|much|quote|expen|cheap|affor|spend|pay)/,
    search: ['price:*', 'cost:*', 'fee:*', 'rate:*', 'charg:*', 'special:*'],
    answers: (t) => SUM.test(t),
  },
  contact: {
    asks: /^(phone|numbe|telep|call|email|mail|addre|conta|reach|locat|where|find|visit|write)/,
    search: ['phone', 'call', 'tel', 'email', 'contact:*', 'address', 'locat:*', 'street', 'road', 'visit'],
    answers: (t, q) => {
      const wants = q.toLowerCase();
      if (/\be-?mail\b/.test(wants)) return EMAIL.test(t);
      if (/\b(address|located|location|where|find you|visit)\b/.test(wants)) return STREET.test(t);
      if (/\b(phone|number|call|telephone)\b/.test(wants)) return phoneDigits(t);
      return phoneDigits(t) || EMAIL.test(t) || STREET.test(t);
    },
  },
  area: {
    asks: /^(area|areas|serve|servi|cover|trave|near|town|towns|city|citie|regio|count|go|come|out)/,
    search: ['area:*', 'serv:*', 'cover:*', 'travel:*', 'local:*', 'surround:*', 'county', 'region:*', 'throughout'],
    answers: (t) => SERVING.test(t) || /\bnationwide\b|\bnational\b/i.test(t),
  },
  services: {
    asks: /^(servi|offer|provi|kind|kinds|type|types|sort|what|do|make|sell)/,
    search: ['servic:*', 'offer:*', 'provid:*', 'special:*', 'treatment:*', 'menu', 'product:*'],
    // What the business does, said as such: "we offer …", "Our Services: …", or a list of three.
    answers: (t) =>
      /\bwe (also )?(offer|provide|do|make|sell|specialis|specializ|repair|install|fix|clean|cater)|\bour services\b|\bservices (include|we)\b|\bfull range of\b|\btreatments\b|;|(,[^,.]+){2,}/i.test(
        t,
      ),
  },
};

// The question's own words decide the topic, in this order: "How much do you charge for a
// service call?" asks a price, "What time do you close on Saturday?" hours.
const ASKING: Array<[Topic, RegExp]> = [
  ['prices', /\b(prices?|pricing|costs?|charges?|fees?|rates?|how much|quotes?|expensive|cheap(er|est)?|afford\w*)\b/],
  [
    'hours',
    /\b(hours|opening|open|close[sd]?|closing|what time|when (are|is|do|does|can)|weekends?|saturdays?|sundays?)\b/,
  ],
  [
    'contact',
    /\b(phone|number|telephone|call you|e-?mail|address|contact|reach you|located|location|where are you|find you)\b/,
  ],
  [
    'services',
    /\b(services|what do you (do|offer|provide|make|sell|serve)|what (kinds?|types?|sorts?) of|what can you do|menu)\b/,
  ],
  [
    'area',
    /\b(service area|areas?|cover|travel|come out|based|which (towns|cities|areas)|where do you (work|go)|do you (work|come|go|serve) (in|to|out|near))\b/,
  ],
];

export function questionTopic(question: string): Topic | null {
  const q = question.toLowerCase();
  return ASKING.find(([, re]) => re.test(q))?.[0] ?? null;
}

/** Whether a question's word (stemmed) only says which topic it asks, naming no subject. */
export const asksTopic = (topic: Topic, stem: string) => RULES[topic].asks.test(stem);

export const topicSearchTerms = (topic: Topic) => RULES[topic].search;

export const holdsTopicAnswer = (topic: Topic, text: string, question: string) => RULES[topic].answers(text, question);
