// Qualities (testimonial traits, tone) are adjectives and short phrases a reviewer would use:
// "friendly", "on time", "fair price". A single noun or verb ("tea", "office", "provide") or a
// time word ("now", "soon") is not a quality. A single word passes when the part-of-speech tagger
// reads it as an adjective, is a manner adverb ("promptly"), a hyphenated compound, or one of a
// short list of plain adjectives the tagger reads as nouns or verbs on their own ("caring", "patient").

import { tagOfWord } from './pos';

const PLAIN_ADJECTIVES = new Set(
  (
    'great good best nice kind neat tidy clean fast quick calm warm fair cheap happy easy safe ' +
    'smart polite prompt honest gentle keen quiet fresh bright cosy cozy tasty lovely friendly ' +
    'expert skilled reliable punctual affordable efficient thorough patient caring helpful ' +
    'brilliant fantastic excellent amazing outstanding superb perfect wonderful awesome ' +
    'professional knowledgeable courteous responsive trustworthy trusted experienced qualified ' +
    'local independent modern relaxed relaxing welcoming personal dependable flexible quickly ' +
    'value fun fresh natural creative passionate dedicated small simple clear curious open quirky'
  ).split(/\s+/),
);

const NOUN_ENDING = /(?:ity|ness|tion|sion|ment|ship|ery|ory|ogy|phy|ency|ancy|ism)$/i;

/** Adjective-shaped words that carry no quality of their own. */
const EMPTY =
  /^(?:special|general|total|usual|actual|final|only|early|daily|weekly|monthly|yearly|family|company|party|city|country|day|way|key|body|story|gallery|very|any|many|every|really|nearly|simply|supply|apply|reply|fly|july|only|nonfatal|current|recent|present|client|agent|rental|hospital|animal|manual|material|signal|capital|dental|medical|animal|festival|arrival|proposal|referral|removal|renewal|approval|individual|need|bed|seed|feed|speed|shed|red|bred|hundred|kindred|event|rent|parent|student|resident|appointment|treatment|payment|equipment|department|management|assessment|statement|element|moment|comment|content|percent|plant|restaurant|assistant|consultant|tenant|merchant|giant|grant|want|ant|fantasy|available|unavailable|possible|necessary|additional|various)$/i;

function isCompoundQuality(w: string): boolean {
  const parts = w.split('-').filter(Boolean);
  if (parts.length < 2) return false;
  const head = parts[parts.length - 1];
  const adjectival = (p: string) => {
    const pos = tagOfWord(p);
    return PLAIN_ADJECTIVES.has(p) || pos === 'ADJ' || /(?:ed|en|wn|ful|free|run|made|first)$/.test(p);
  };
  return adjectival(head) || adjectival(parts[0]);
}

/** One of the plain adjectives English also uses as nouns or verbs ('patient', 'caring', 'value'). */
export const isPlainAdjective = (word: string) => PLAIN_ADJECTIVES.has(word.toLowerCase());

export function isQualityWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z'-]/g, '');
  if (!w || w.length < 3) return false;
  if (PLAIN_ADJECTIVES.has(w)) return true;
  if (EMPTY.test(w)) return false;
  // "eco-friendly", "family-run", "well-documented", "high-quality": compounds read as one
  // adjective where one part is an adjective or a participle; "self-discipline", "scraping-type"
  // are nouns.
  if (/-/.test(w)) return isCompoundQuality(w);
  // "humanity", "happiness", "recommendation": abstract nouns, whatever their last letter.
  if (NOUN_ENDING.test(w)) return false;
  const pos = tagOfWord(w);
  // Participles read as qualities ("qualified", "explained"); base verbs ("provide") do not.
  return pos === 'ADJ' || (pos === 'ADV' && /ly$/.test(w)) || (pos === 'VERB' && /ed$/.test(w));
}

/**
 * A quality: one adjective-like word, or a phrase of two to five words. `inPhrase` asks that a
 * phrase hold a quality word itself: reviewers praise in idioms ("on time", "no mess"), but what
 * a business says it is ("location here") is a quality only where a word of it is one.
 */
export function isQuality(value: string, inPhrase = false): boolean {
  const words = value
    .trim()
    .replace(/^(?:a|an|the|very|so|really|super)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  if (words.length === 1) return isQualityWord(words[0]);
  // Short phrases ("on time", "fair price", "no mess") are what reviewers write; a heading of
  // capitalised nouns ("Trusted By") is not.
  // A phrase ending on an abstract noun ("clients' happiness") names a value, not a manner.
  if (NOUN_ENDING.test(words[words.length - 1]) && !words.some(isQualityWord)) return false;
  if (inPhrase && !words.some(isQualityWord)) return false;
  return !words.every((w) => /^[A-Z]/.test(w)) || words.some(isQualityWord);
}

/** Keeps the qualities, in order: each one stands on its own evidence (a quoted review, the site's prose). */
export function refuseQualities(values: string[], brandWords: Set<string>, inPhrase = false): string[] {
  return values.filter((v) => isQuality(v, inPhrase) && !brandWords.has(v.trim().toLowerCase()));
}
