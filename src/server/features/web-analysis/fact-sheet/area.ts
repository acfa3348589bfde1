import type { TServiceArea } from '@common/fact-sheet/schemas';
import { clip, fromText, type FactPage } from './fact-page';

// The area a business serves, from a labelled list: "Service Area Phoenix · Glendale · Peoria",
// "Areas we cover:" followed by a line per town, "Serving Leeds, Bradford and surrounding areas".
// Every part of the list must read as a place name (capitalised words, no verbs or digits), or the
// list is not taken: "Serving up fresh coffee daily" names no place.

const LABEL =
  /^(?:our\s+)?(?:service\s+areas?|areas?\s+(?:we\s+)?(?:serve|served|service|covered|cover|covering)|areas?\s+of\s+service|coverage\s+areas?|(?:proudly\s+)?serving(?:\s+areas?)?|we\s+(?:proudly\s+)?(?:serve|cover)|locations?\s+(?:we\s+)?served|communities\s+(?:we\s+)?serve[d]?)\b\s*(?:include|includes|:|-|–)?\s*(.*)$/i;
const TAIL =
  /(?:\s*(?:,|and|&)\s*)?(?:the\s+)?(?:(?:all\s+)?(?:surrounding|nearby|neighbou?ring|local)\s+(?:areas?|communities|towns|cities|suburbs)|more|beyond|etc\.?|…|\.\.\.)\s*\.?$|\s+(?:since|for over|for)\s+\d.*$|[.!]$/i;
const SPLIT = /\s*(?:·|•|\||,|;|\/|\band\b|&|\s[-–—]\s)\s*/;
const SMALL = /^(?:of|the|upon|on|in|de|la|le|du|by|under|St\.?|Ft\.?|Mt\.?)$/;
const NOT_PLACE =
  /^(?:home|about|contact|services?|reviews?|blog|faq|call|email|phone|copyright|privacy|terms|menu|hours|get|book|us|our|we|more|areas?|view|see|click|read|all|free|quote|estimates?|today|now|open|closed|based|located|situated|covering|including|serving|breakfast|lunch|dinner|brunch|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const RADIUS =
  /\b(\d{1,3})[- ]?(miles?|mi|km|kilomet(?:er|re)s?)\s+(?:radius|of|around|from)\b|\bradius\s+of\s+(\d{1,3})\s*(miles?|mi|km|kilomet(?:er|re)s?)\b/i;
const RADIUS_CONTEXT = /\b(?:serv\w*|cover\w*|travel\w*|radius|within|call[- ]?outs?)\b/i;
const MAX_PLACES = 40;
/** "Serving …" and "We serve …" are sentences: the list must say it names places. */
const SENTENCE = /^(?:proudly\s+)?serving\b|^we\s/i;
const PLACE_CUE = /\b(?:areas?|county|counties|region|valley|metro|city|state|suburbs|towns)\b|,\s*[A-Z]{2}\b/;
/** A place's own words after its name: "the Greater Boston area", "Orange County". */
const PLACE_TAIL = /^(?:area|region|metro|valley)$/;

function isPlace(part: string): boolean {
  const words = part.split(/\s+/);
  if (words.length > 5 || part.length > 40 || /\d/.test(part)) return false;
  if (!/^[A-Z]/.test(words[0]) || NOT_PLACE.test(words[0])) return false;
  return words.every(
    (w, i) => /^[A-Z][A-Za-z'’.-]*$/.test(w) || SMALL.test(w) || /^[A-Z]{2}$/.test(w) || (i > 0 && PLACE_TAIL.test(w)),
  );
}

/** "Phoenix · Glendale, AZ · and surrounding areas" → Phoenix, Glendale AZ; null when a part is no place. */
function placesOf(text: string): string[] | null {
  let t = text.trim();
  for (let i = 0; i < 3; i++) t = t.replace(TAIL, '').trim();
  t = t.replace(/^(?:the|all of)\s+/i, '');
  if (!t) return null;
  const parts: string[] = [];
  for (const raw of t.split(SPLIT).filter(Boolean)) {
    const part = raw
      .replace(/^(?:and|&)\s+/i, '')
      .replace(/^the\s+/i, '')
      .trim();
    // "Phoenix, AZ": a state code after a comma belongs to the place before it.
    if (/^[A-Z]{2}$/.test(part) && parts.length) parts[parts.length - 1] += `, ${part}`;
    else if (isPlace(part)) parts.push(part);
    else return null;
  }
  return parts.length ? parts : null;
}

function radiusOf(line: string): TServiceArea['radius'] {
  if (line.length > 200 || !RADIUS_CONTEXT.test(line)) return null;
  const m = RADIUS.exec(line);
  if (!m) return null;
  const value = Number(m[1] ?? m[3]);
  return { value, unit: /^k/i.test(m[2] ?? m[4]) ? 'km' : 'mi' };
}

function listAt(lines: string[], i: number): { places: string[]; text: string } | null {
  const line = lines[i];
  if (line.length > 200) return null;
  const m = LABEL.exec(line);
  if (!m) return null;
  if (m[1]) {
    if (SENTENCE.test(line) && !PLACE_CUE.test(m[1])) return null;
    const places = placesOf(m[1]);
    return places ? { places, text: line } : null;
  }
  // A label alone: the places follow, a line (or a list of them) at a time.
  const places: string[] = [];
  const used = [line];
  for (let j = i + 1; j < lines.length && j <= i + MAX_PLACES && places.length < MAX_PLACES; j++) {
    const more = placesOf(lines[j]);
    if (!more) break;
    places.push(...more);
    used.push(lines[j]);
  }
  return places.length ? { places, text: used.join(' · ') } : null;
}

export function readArea(pages: FactPage[]): TServiceArea | null {
  let best: { places: string[]; text: string; url: string } | null = null;
  let radius: { value: TServiceArea['radius']; url: string; text: string } | null = null;
  for (const page of pages)
    page.lines.forEach((line, i) => {
      const list = listAt(page.lines, i);
      if (list && (!best || list.places.length > best.places.length)) best = { ...list, url: page.url };
      const r = radius ? null : radiusOf(line);
      if (r) radius = { value: r, url: page.url, text: line };
    });
  const b = best as { places: string[]; text: string; url: string } | null;
  const r = radius as { value: TServiceArea['radius']; url: string; text: string } | null;
  if (!b && !r) return null;
  const text = [b?.text, r && r.text !== b?.text ? r.text : null].filter(Boolean).join(' · ');
  return {
    places: [...new Set(b?.places ?? [])].slice(0, MAX_PLACES),
    radius: r?.value ?? null,
    text: clip(text),
    source: fromText((b ?? r)!.url, text),
  };
}
