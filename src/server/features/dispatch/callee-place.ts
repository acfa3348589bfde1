import type { CalleePlace } from '@common/dispatch/classify-lead';
import { parsePhone } from '@common/phone/parse-phone';
import { nanpState, nanpWithRanges, normaliseState, phoneZones, stateOfPostalCode, zonesOfState } from './phone-places';

/** What the import keeps of a lead that says where its callee is. */
export interface PlaceFacts {
  timezone: string | null;
  region: string | null;
  postalCode: string | null;
  phoneE164: string | null;
}

export const ZONE_SOURCES = {
  column: 'by time-zone column',
  state: 'by State column',
  zip: 'by ZIP column',
  areaCode: 'by area code',
  country: 'by country',
  none: 'no zone data',
} as const;

const CA_PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

interface NumberPlace {
  country: string | null;
  countryCode: string;
  state: string | null;
}

// Numbers of one campaign share few area codes; the parse below is the costly part, so it is kept
// per area code (NANP) or per whole number's country (elsewhere, parsed once per number).
const nanpCache = new Map<string, NumberPlace>();

function numberPlace(e164: string): NumberPlace {
  if (e164.startsWith('+1') && e164.length === 12) {
    const npa = e164.slice(2, 5);
    let p = nanpCache.get(npa);
    if (!p) {
      const state = nanpState(e164.slice(2));
      const country = state
        ? CA_PROVINCES.has(state)
          ? 'CA'
          : 'US'
        : (() => {
            const parsed = parsePhone(e164);
            return parsed.ok ? parsed.region : null;
          })();
      p = { country, countryCode: '1', state };
      nanpCache.set(npa, p);
    }
    return p;
  }
  const parsed = parsePhone(e164);
  const country = parsed.ok ? parsed.region : null;
  return { country, countryCode: countryCodeOf(e164), state: null };
}

/** The calling code of an E.164 number: the longest of 1–3 leading digits libphonenumber knows. */
function countryCodeOf(e164: string): string {
  const d = e164.slice(1);
  for (const n of [1, 2, 3]) if (phoneZones(`+${d.slice(0, n)}`, d.slice(0, n))) return d.slice(0, n);
  return d.slice(0, 1);
}

/**
 * Where the callee is, in the issue's order: the lead's time-zone column; else its state /
 * province column; else its ZIP / postal code; else the number's area code (Google's data); else
 * the country's zones. Several zones stay several: the decision then needs a window legal in all.
 * The rules' states are the address's and the area code's (see CalleePlace.states).
 */
export function resolveCalleePlace(f: PlaceFacts): CalleePlace {
  // The answer depends only on the columns and the number's first digits (Google's prefixes are at
  // most PREFIX_DIGITS long): leads that share them share one answer, computed once.
  const key = `${f.timezone ?? ''}|${f.region ?? ''}|${f.postalCode ?? ''}|${f.phoneE164 ? significantPrefix(f.phoneE164) : ''}`;
  let hit = placeCache.get(key);
  if (!hit) {
    if (placeCache.size > 50_000) placeCache.clear();
    placeCache.set(key, (hit = resolve(f)));
  }
  return hit;
}

/**
 * The part of a number Google's data can tell apart: the area code alone for North American area
 * codes without finer ranges (nearly all), else the first 9 digits (the longest prefix in the
 * time-zone data; the geocoding data's prefixes are at most 1 + 6).
 */
function significantPrefix(e164: string): string {
  if (e164.startsWith('+1') && e164.length === 12 && !nanpWithRanges().has(e164.slice(2, 5))) return e164.slice(0, 5);
  return e164.slice(0, 10);
}
const placeCache = new Map<string, CalleePlace>();

function resolve(f: PlaceFacts): CalleePlace {
  const num = f.phoneE164 ? numberPlace(f.phoneE164) : null;
  const addressState =
    (f.region && normaliseState(f.region)) || (f.postalCode && stateOfPostalCode(f.postalCode)) || null;
  const states = [...new Set([addressState, num?.state].filter((s): s is string => Boolean(s)))];
  // An address in the US or Canada says the country even when the number can't.
  const country = num?.country ?? (addressState ? (CA_PROVINCES.has(addressState) ? 'CA' : 'US') : null);
  const place = (zones: string[], source: string): CalleePlace => ({ zones, source, country, states });

  if (f.timezone) return place([f.timezone], ZONE_SOURCES.column);
  if (f.region) {
    const code = normaliseState(f.region);
    const zones = code && zonesOfState(code);
    if (zones) return place(zones, ZONE_SOURCES.state);
  }
  if (f.postalCode) {
    const code = stateOfPostalCode(f.postalCode);
    const zones = code && zonesOfState(code);
    if (zones) return place(zones, ZONE_SOURCES.zip);
  }
  if (f.phoneE164 && num) {
    const hit = phoneZones(f.phoneE164, num.countryCode);
    if (hit) return place(hit.zones, hit.byAreaCode ? ZONE_SOURCES.areaCode : ZONE_SOURCES.country);
  }
  return place([], ZONE_SOURCES.none);
}
