// A passage's sentences, cut where a sentence ends and a new one begins: at a full stop, question
// or exclamation mark followed by a space. Not inside "$50.00", "310.676.8449" or
// "mail@tmres.co.uk" (no space follows), nor after an initial or a common abbreviation
// ("185 S. Main Street", "Dr. Ouska", "8 a.m. to 5 p.m."), where a caller would lose half the fact.

const END =
  /(?<!\b[A-Z]|\b(?:st|dr|mr|mrs|ms|no|nos|ave|rd|blvd|inc|ltd|co|vs|etc|approx|reg|est|tel|ph|a\.m|p\.m|e\.g|i\.e|u\.s))([.!?]+["'”’)\]]?)\s+/gi;

export function sentencesOf(text: string): string[] {
  return text
    .replace(END, '$1\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}
