import { tag } from './pos';
import { isGenericLabel } from './refuse';
import { capitalise } from './words';

// What a business does, read from its own name when it says so nowhere else: "Radiant Window
// Cleaning", "SOS Tyres and Wheels", "Quality bed and breakfast in …". The evidence is the site's
// own prose: the tail of the name that the site also writes in lower case ("we offer window
// cleaning …") is a common noun phrase, the trade; the part it only ever capitalises is the brand.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A company's legal form and what follows a place preposition are not the trade. */
const LEGAL = /\s+(?:ltd|llc|inc|co|limited|plc|llp|corp)\.?$/i;
const AFTER_PLACE = /\s+(?:in|near|at|of|for|serving|since|across)\s+[\s\S]*$/i;
/** A tail opening on a connective or a determiner is half a phrase ("and wheels", "the flowers"). */
const OPENS_BADLY = /^(?:and|&|or|of|the|a|an|to|for|with|in|at|by|on|your|our|my|that|this|these|those|just)\b/i;

/**
 * The phrases of a name after its first word, longest first, each with the name's word before it:
 * "sos tyres and wheels" → "tyres and wheels" …; "plumber & heating installers newtown" → … "heating
 * installers" …. Never the name's opening word: that is the brand.
 */
function tails(part: string): { tail: string; before: string }[] {
  const words = part.split(/\s+/).filter(Boolean);
  const out: { tail: string; before: string; len: number; at: number }[] = [];
  for (let i = 1; i < words.length; i++)
    for (let j = words.length; j > i; j--)
      out.push({ tail: words.slice(i, j).join(' '), before: words[i - 1], len: j - i, at: i });
  return out.sort((a, b) => b.len - a.len || a.at - b.at);
}

/**
 * The site writes the tail in lower case on its own, not only inside the name: "the flower girl"
 * written in lower case is still the brand; "we offer window cleaning" is the trade.
 */
function writtenAlone(tail: string, before: string, prose: string): boolean {
  for (const m of prose.matchAll(new RegExp(`(?<![\\p{L}])${escape(tail)}(?![\\p{L}])`, 'gu'))) {
    const prev = prose.slice(Math.max(0, (m.index ?? 0) - 40), m.index).match(/([\p{L}'’&-]+)\s*$/u)?.[1];
    if (prev?.toLowerCase() !== before) return true;
  }
  return false;
}

/** A tail is a trade when it is a phrase of two words or more, or one gerund ("roofing", "grooming"). */
function isTradeShaped(tail: string): boolean {
  if (OPENS_BADLY.test(tail) || isGenericLabel(tail)) return false;
  const words = tail.split(/\s+/);
  const tags = tag(tail);
  const last = tags[tags.length - 1];
  if (!last || !['NOUN', 'VERB', 'PROPN'].includes(last.pos)) return false;
  if (tags.some((t) => ['PRON', 'AUX', 'PART', 'NUM', 'SYM'].includes(t.pos))) return false;
  return words.length >= 2 || /ing$/i.test(tail);
}

/**
 * The trade in a business's name: the longest tail of one of its name parts that the site's prose
 * writes in lower case. `names` are the name parts in lower case (refuse.ts siteNameParts).
 */
export function tradeFromName(names: string[], prose: string): string | null {
  for (const name of names) {
    for (const raw of name.split(/\s*,\s*/)) {
      const part = raw
        .replace(/[^\p{L}\s&'’-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(AFTER_PLACE, '')
        .replace(LEGAL, '');
      // "… for that special day": a clause of a slogan, not a name.
      if (OPENS_BADLY.test(part) && !/^the\s/i.test(part)) continue;
      for (const { tail, before } of tails(part))
        if (writtenAlone(tail, before, prose) && isTradeShaped(tail)) return capitalise(tail);
    }
  }
  return null;
}
