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

const DAY = /\b(mon|tues?|wed(nes)?|thu(rs?)?|fri|sat(ur)?|sun)(day)?s?\b|\bweekdays?\b|\bweekends?\b|\bdaily\b/i;
const TIME = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}[:.]\d{2}\b|\bnoon\b|\bmidnight\b/i;
const ALWAYS = /\b24\s*\/\s*7\b|\b24 hours?\b|\bround the clock\b/i;
const SUM = /[$£€₹¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:dollars|pounds|euros|usd|gbp|eur|inr|rs)\b|\brs\.?\s?\d|\bfree (?:quotes?|estimates?|consultations?)\b/i;
const PHONE = /(?:\+?\d[\d\s().-]{6,}\d)/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const STREET =
  /\b\d+[a-z]?\s+(?:[A-Za-z]+\s){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|highway|hwy|parkway|pkwy|square|sq|terrace|close)\b|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}\b|\b[A-Z]{2}\s\d{5}\b/i;
const SERVING =
  /\b(serv(e|es|ed|ing)|service areas?|areas?|cover(s|ing)?|throughout|surrounding|travel|county|counties|region|based in|locations?|nationwide|locally)\b/i;

const phoneDigits = (text: string) => (text.match(PHONE) ?? []).some((m) => m.replace(/\D/g, '').length >= 7);

const RULES: Record<Topic, TopicRule> = {
  hours: {
    asks: /^(hour|open|openi|close|closi|time|when|week|satur|sunda|today|late|early|daily)/,
    search: ['hour', 'open:*', 'close:*', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'fri', 'sat', 'sun', 'daili', 'weekday:*'],
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
    answers: (t) => SERVING.test(t),
  },
  services: {
    asks: /^(servi|offer|provi|kind|kinds|type|types|sort|what|do|make|sell)/,
    search: ['servic:*', 'offer:*', 'provid:*', 'special:*', 'treatment:*', 'menu', 'product:*'],
    answers: (t) => /\bservic|\bwe (offer|provide|do|make|sell|specialis|specializ)|\btreatments?\b|\bmenu\b|\bproducts?\b|;/i.test(t),
  },
};

// The question's own words decide the topic, in this order: "How much do you charge for a
// service call?" asks a price, "What time do you close on Saturday?" hours.
const ASKING: Array<[Topic, RegExp]> = [
  ['prices', /\b(prices?|pricing|costs?|charges?|fees?|rates?|how much|quotes?|expensive|cheap(er|est)?|afford\w*)\b/],
  ['hours', /\b(hours|opening|open|close[sd]?|closing|what time|when are you|weekends?|saturdays?|sundays?)\b/],
  ['contact', /\b(phone|number|telephone|call you|e-?mail|address|contact|reach you|located|location|where are you|find you)\b/],
  ['area', /\b(service area|areas?|serve|cover|travel|come out|which (towns|cities|areas)|where do you (work|go)|do you (work|come|go) (in|to|out))\b/],
  ['services', /\b(services|what do you (do|offer|provide|make|sell)|what (kinds?|types?|sorts?) of|what can you do)\b/],
];

export function questionTopic(question: string): Topic | null {
  const q = question.toLowerCase();
  return ASKING.find(([, re]) => re.test(q))?.[0] ?? null;
}

/** Whether a question's word (stemmed) only says which topic it asks, naming no subject. */
export const asksTopic = (topic: Topic, stem: string) => RULES[topic].asks.test(stem);

export const topicSearchTerms = (topic: Topic) => RULES[topic].search;

export const holdsTopicAnswer = (topic: Topic, text: string, question: string) => RULES[topic].answers(text, question);
