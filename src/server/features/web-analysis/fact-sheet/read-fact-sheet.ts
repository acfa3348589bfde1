import type { CountryCode } from 'libphonenumber-js';
import type { TFactSheet, TFactValue } from '@common/fact-sheet/schemas';
import type { AnalysedPage } from '../related-pages';
import { locateEvidence } from '../reader/locate-evidence';
import { readServices } from '../reader/read-services';
import { readArea } from './area';
import { addressKey, readAddresses, readEmails, readPhones } from './contact';
import { factPageOf, fromText, type FactSourcePage } from './fact-page';
import { readHours } from './hours';
import { readSchemaFacts, type SchemaFacts } from './json-ld';
import { readOffers } from './offers';
import { readFounded, readOwner } from './people';
import { addressTimeZone } from './time-zone';

// The business's fact sheet from the pages read of its site (home first): what its schema.org
// JSON-LD states first, then what its lines state. Each fact keeps its page and line; a fact the
// reader is unsure of is left out (see each reader), never guessed.

const COUNTRY_CODES: Record<string, CountryCode> = {
  GB: 'GB',
  UK: 'GB',
  'UNITED KINGDOM': 'GB',
  IE: 'IE',
  AU: 'AU',
  AUSTRALIA: 'AU',
  NZ: 'NZ',
  'NEW ZEALAND': 'NZ',
  IN: 'IN',
  INDIA: 'IN',
  CA: 'CA',
  CANADA: 'CA',
  NG: 'NG',
  ZA: 'ZA',
  US: 'US',
  USA: 'US',
  'UNITED STATES': 'US',
};
const TLD_COUNTRY: Array<[RegExp, CountryCode]> = [
  [/\.uk$/, 'GB'],
  [/\.ie$/, 'IE'],
  [/\.au$/, 'AU'],
  [/\.nz$/, 'NZ'],
  [/\.in$/, 'IN'],
  [/\.ca$/, 'CA'],
  [/\.ng$/, 'NG'],
  [/\.za$/, 'ZA'],
];
const DOLLAR: Partial<Record<CountryCode, string>> = { AU: 'AUD', NZ: 'NZD', CA: 'CAD' };

/** The country a site's numbers are written for: its JSON-LD address, else its domain; US otherwise. */
function countryOf(url: string, schema: SchemaFacts[]): CountryCode {
  const stated = schema.find((s) => s.country)?.country?.toUpperCase();
  if (stated && COUNTRY_CODES[stated]) return COUNTRY_CODES[stated];
  const host = (() => {
    try {
      return new URL(url).hostname;
    } catch {
      return '';
    }
  })();
  return TLD_COUNTRY.find(([re]) => re.test(host))?.[1] ?? 'US';
}

const first = <T>(values: Array<T | null>): T | null => values.find((v) => v !== null) ?? null;
const union = (lists: TFactValue[][], max: number, key = (f: TFactValue) => f.value.toLowerCase()) => {
  const out = new Map<string, TFactValue>();
  for (const f of lists.flat()) if (!out.has(key(f))) out.set(key(f), f);
  return [...out.values()].slice(0, max);
};

function services(pages: AnalysedPage[], schema: SchemaFacts[]): TFactValue[] {
  const stated = union(
    schema.map((s) => s.services),
    20,
  );
  if (stated.length) return stated;
  const names = readServices(pages).services;
  const evidence = locateEvidence(pages, {
    topServices: names,
    businessSpecialties: [],
    businessTone: [],
    customerTypes: [],
    testimonialTraits: [],
  }).topServices;
  // A service the reader could not place on a page has no source, so it is not a fact.
  return evidence.map((e) => ({ value: e.value, source: fromText(e.url, e.sentence) }));
}

/**
 * `pages`: what the website reader read (home first); `more`: the pages read for the fact sheet
 * alone (contact, hours, prices: see fact-pages.ts). Services are read from `pages` only, as the
 * wizard's analysis reads them.
 */
export function readFactSheet(pages: AnalysedPage[], more: FactSourcePage[] = []): TFactSheet {
  const factPages = [...pages, ...more].map(factPageOf);
  const schema = readSchemaFacts(factPages);
  const country = countryOf(pages[0]?.url ?? '', schema);
  const phoneKey = (f: TFactValue) => f.value.replace(/[^\d+]/g, '');
  const addresses = union([...schema.map((s) => s.addresses), readAddresses(factPages)], 5, (f) => addressKey(f.value));
  const hours = first(schema.map((s) => s.hours)) ?? readHours(factPages);
  if (hours && !hours.timeZone && addresses[0])
    hours.timeZone = addressTimeZone(addresses[0].value, schema.find((s) => s.country)?.country ?? undefined);
  // JSON-LD hours say nothing of emergencies; the page text may.
  if (hours && hours.source.from === 'schema.org' && !hours.emergency24h7)
    hours.emergency24h7 = readHours(factPages)?.emergency24h7 ?? false;
  return {
    name: first(schema.map((s) => s.name)),
    hours,
    area: first(schema.map((s) => s.area)) ?? readArea(factPages),
    priceRange: first(schema.map((s) => s.priceRange)),
    offers: [...schema.flatMap((s) => s.offers), ...readOffers(factPages, DOLLAR[country] ?? 'USD')].slice(0, 20),
    services: services(pages, schema),
    phones: union([...schema.map((s) => s.phones), readPhones(factPages, country)], 5, phoneKey),
    emails: union([...schema.map((s) => s.emails), readEmails(factPages)], 5),
    addresses,
    owner: first(schema.map((s) => s.owner)) ?? readOwner(factPages),
    founded: first(schema.map((s) => s.founded)) ?? readFounded(factPages),
  };
}
