// Rules that read what someone said ("I cannot promise", "don't call") should not care whether
// they said it short or long. This spells the common English contractions out, lower-cased, with
// typographic apostrophes made plain, so one pattern reads both.

const IRREGULAR: Array<[RegExp, string]> = [
  [/\bcan'?t\b|\bcan not\b/g, 'cannot'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/\blet's\b/g, 'let us'],
  [/\bi'm\b/g, 'i am'],
  // "dont", "didnt", "isnt": typed without the apostrophe, still a negation.
  [/\b(do|does|did|is|are|was|were|have|has|had|would|should|could|must|need)n'?t\b/g, '$1 not'],
];

const REGULAR: Array<[RegExp, string]> = [
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  // "it's", "that's", "what's": "is" is the usual reading; a possessive ("John's") stays as it is.
  [/\b(it|that|what|there|here|who|where|how|he|she|this)'s\b/g, '$1 is'],
];

/** `text` lower-cased with contractions spelled out: "I can't" → "i cannot", "don't" → "do not". */
export function expandContractions(text: string): string {
  let t = text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
  for (const [re, full] of [...IRREGULAR, ...REGULAR]) t = t.replace(re, full);
  return t;
}
