// Plain-English helpers shared by the reader: function words, sentence splitting, phrase clean-up.
// Nothing here knows any business or site: these are properties of English text.

/** Function words: never a value on their own, and where a noun phrase ends. */
export const STOP = new Set(
  `a an the and or but nor so yet of to in on at by for from with without into onto over under about above below after before
  between through during until since than as if then that this these those there here which who whom whose what when where why how
  i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
  is are was were be been being am do does did done have has had having will would shall should can could may might must
  not no never also just only very really so too quite rather more most much many few some any all every each both either neither
  other another such own same again still even ever always often once up down out off away back one two three four five six seven
  eight nine ten first second third new next last get got gets make made makes let lets go goes went come came take took give gave
  everything anything something nothing everyone anyone someone thing things lot lots bit little way ways time times day days
  year years month months week weeks hour hours minute minutes weekend weekends morning mornings evening evenings night nights
  holiday holidays season seasons`.split(/\s+/),
);

/** Who is speaking in a review: "they understand" is not a trait, "understand" may be. */
export const PRONOUNS = new Set(
  'i me my we us our you your he him his she her they them their it its this that there'.split(' '),
);

/** Words of praise so common in reviews that they say nothing about this business. */
export const FILLER = new Set(
  `great good best better amazing awesome excellent wonderful fantastic incredible perfect nice lovely love loved loves like liked
  recommend recommended recommending highly definitely absolutely totally thank thanks thankful happy glad pleased experience
  service services place business company job work worked stars star review reviews visit visited go use used using five
  know knew feel felt want wanted need needed say said tell told look looked find found right well sure actually finally
  food area outside inside wedding clients client customers customer people staff team everyone`.split(/\s+/),
);

export const NUMBER_WORDS =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|first|second|third)(?:-|$)/i;

/** Sentences of a text (a period after a short capitalised abbreviation does not end one). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[“"'‘(]?[A-Z0-9])|(?<=[:;])\s+|\s+[–—|]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  ).map((w) => w.replace(/'s$/, ''));
}

/** Strips leading articles, quantifiers and possessives: "a few schools" → "schools". */
export function trimDeterminers(phrase: string): string {
  return phrase
    .replace(
      /^(?:(?:a|an|the|all|any|some|many|most|our|your|their|its|his|her|my|mostly|plus|also|even|every|both|a few|a handful of|lots of|plenty of|a lot of|including|especially|other)\s+)+/i,
      '',
    )
    .trim();
}

export const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Case-insensitive de-duplication keeping the first spelling; a value inside a longer kept one is dropped. */
export function uniquePhrases(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const k = item.toLowerCase();
    if (!k || out.some((o) => o.toLowerCase() === k)) continue;
    out.push(item);
  }
  return out;
}

/** "A, B and C" for the tone field. */
export function joinAsPhrase(labels: string[]): string {
  const [first, ...rest] = labels;
  if (!first) return '';
  const tail = rest.map((l) => l.toLowerCase());
  if (tail.length === 0) return capitalise(first);
  return `${[capitalise(first), ...tail.slice(0, -1)].join(', ')} and ${tail[tail.length - 1]}`;
}

/** Plural-looking English noun ("parents", "families", "children"), not "business" or "status". */
export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(?:people|children|men|women|folks|staff|teams|kids|families)$/.test(w)) return true;
  return w.length > 3 && /[^su']s$/.test(w) && !/(?:ics|ous|ss|is|us|ness|less)$/.test(w);
}
