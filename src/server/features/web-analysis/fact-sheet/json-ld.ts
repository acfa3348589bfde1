import type { TDayHours, TFactValue, TOffer, TOpeningHours, TServiceArea, TWeekDay } from '@common/fact-sheet/schemas';
import { parseDays, parseSchemaHours } from './clock';
import { fromSchema, type FactPage } from './fact-page';
import { moneyOf } from './money';

// What a business states about itself in schema.org JSON-LD (LocalBusiness and its subtypes,
// Organization): the business's own structured words, read before any line of text.

type Obj = Record<string, unknown>;

const NOT_BUSINESS =
  /^(WebSite|WebPage|BreadcrumbList|ListItem|ImageObject|Person|Review|AggregateRating|Rating|Offer|Article|BlogPosting|FAQPage|Question|Answer|SiteNavigationElement|ItemList|SearchAction|ReadAction|Product|Service|PostalAddress|GeoCoordinates|Place|City)$/;
const BUSINESS_KEYS = ['telephone', 'address', 'openingHours', 'openingHoursSpecification', 'areaServed', 'priceRange'];

export interface SchemaFacts {
  name: TFactValue | null;
  phones: TFactValue[];
  emails: TFactValue[];
  addresses: TFactValue[];
  country: string | null;
  hours: TOpeningHours | null;
  area: TServiceArea | null;
  priceRange: TFactValue | null;
  offers: TOffer[];
  services: TFactValue[];
  owner: TFactValue | null;
  founded: TFactValue | null;
}

const asArray = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const nameOf = (v: unknown): string => str(v) || (v && typeof v === 'object' ? str((v as Obj).name) : '');
const types = (o: Obj) => asArray(o['@type']).map(str);
const snippet = (key: string, value: unknown) => `${key}: ${JSON.stringify(value)}`;

function businessNodes(root: unknown, out: Obj[] = [], depth = 0): Obj[] {
  if (depth > 6 || !root || typeof root !== 'object') return out;
  if (Array.isArray(root)) {
    root.forEach((n) => businessNodes(n, out, depth + 1));
    return out;
  }
  const o = root as Obj;
  const t = types(o);
  if (t.length && t.some((x) => !NOT_BUSINESS.test(x)) && BUSINESS_KEYS.some((k) => k in o)) out.push(o);
  for (const key of ['@graph', 'mainEntity', 'provider', 'publisher', 'about', 'department'])
    businessNodes(o[key], out, depth + 1);
  return out;
}

function addressText(v: unknown): { text: string; country: string | null } {
  if (typeof v === 'string') return { text: v.trim(), country: null };
  if (!v || typeof v !== 'object') return { text: '', country: null };
  const a = v as Obj;
  const country = nameOf(a.addressCountry) || null;
  const cityLine = [str(a.addressLocality), [str(a.addressRegion), str(a.postalCode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return { text: [str(a.streetAddress), cityLine].filter(Boolean).join(', '), country };
}

const DAY_URL = /(?:schema\.org\/)?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|PublicHolidays)$/i;

function hoursOf(o: Obj, url: string): TOpeningHours | null {
  const week: TDayHours[] = [];
  const raw: string[] = [];
  for (const spec of asArray(o.openingHours).map(str).filter(Boolean)) {
    raw.push(spec);
    week.push(...parseSchemaHours(spec));
  }
  for (const s of asArray(o.openingHoursSpecification)) {
    if (!s || typeof s !== 'object') continue;
    const spec = s as Obj;
    if (spec.validFrom || spec.validThrough) continue; // a holiday's hours, not the week's
    const opens = str(spec.opens).slice(0, 5);
    const closes = str(spec.closes).slice(0, 5);
    if (!/^\d{2}:\d{2}$/.test(opens) || !/^\d{2}:\d{2}$/.test(closes)) continue;
    const days = asArray(spec.dayOfWeek)
      .map((d) => DAY_URL.exec(str(d))?.[1])
      .filter((d): d is string => !!d && !/holiday/i.test(d))
      .flatMap((d) => parseDays(d) ?? []);
    raw.push(`${days.join(', ')} ${opens}–${closes}`);
    week.push(...days.map((day) => ({ day, opens, closes: closes === '23:59' ? '24:00' : closes })));
  }
  if (week.length === 0) return null;
  const always = new Set(week.filter((w) => w.opens === '00:00' && w.closes === '24:00').map((w) => w.day)).size === 7;
  const open = week.filter((w) => w.opens !== w.closes);
  const closed = [...new Set(week.filter((w) => w.opens === w.closes).map((w) => w.day))] as TWeekDay[];
  const text = raw.join(' · ');
  return {
    week: open,
    closed: closed.filter((d) => !open.some((w) => w.day === d)),
    timeZone: null,
    open24h7: always,
    emergency24h7: false,
    text,
    source: fromSchema(url, snippet('openingHours', raw)),
  };
}

function areaOf(o: Obj, url: string): TServiceArea | null {
  const value = o.areaServed ?? o.serviceArea;
  const places: string[] = [];
  let radius: TServiceArea['radius'] = null;
  for (const a of asArray(value)) {
    const name = nameOf(a);
    if (name) places.push(name);
    const r = a && typeof a === 'object' ? (a as Obj).geoRadius : undefined;
    const n = Number(str(r).replace(/[^\d.]/g, ''));
    // A bare geoRadius is in metres (schema.org); "25 mi" says its unit.
    if (n > 0) radius = /mi/i.test(str(r)) ? { value: n, unit: 'mi' } : { value: Math.round(n / 100) / 10, unit: 'km' };
  }
  if (!places.length && !radius) return null;
  return {
    places: [...new Set(places)].slice(0, 40),
    radius,
    text: places.join(', '),
    source: fromSchema(url, snippet('areaServed', value)),
  };
}

function offersOf(o: Obj, url: string): { offers: TOffer[]; services: TFactValue[] } {
  const offers: TOffer[] = [];
  const services: TFactValue[] = [];
  const visit = (n: unknown, depth: number) => {
    if (depth > 4 || !n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach((x) => visit(x, depth + 1));
    const x = n as Obj;
    if (x.itemListElement) return visit(x.itemListElement, depth + 1);
    const name = nameOf(x.itemOffered) || str(x.name);
    if (name) services.push({ value: name, source: fromSchema(url, snippet('makesOffer', name)) });
    const spec = (x.priceSpecification ?? {}) as Obj;
    const price = str(x.price) || str(spec.price);
    const currency = str(x.priceCurrency) || str(spec.priceCurrency);
    if (name && price) {
      const text = `${name}: ${price}${currency ? ` ${currency}` : ''}`;
      offers.push({ text, amount: moneyOf(price, currency), source: fromSchema(url, snippet('offers', x)) });
    }
  };
  visit(o.makesOffer, 0);
  visit(o.hasOfferCatalog, 0);
  return { offers, services };
}

function readNode(o: Obj, url: string): SchemaFacts {
  const fact = (key: string, value: string): TFactValue => ({ value, source: fromSchema(url, snippet(key, o[key])) });
  const addr = asArray(o.address)
    .map(addressText)
    .filter((a) => a.text);
  const founder = asArray(o.founder).map(nameOf).find(Boolean);
  const year = /^(\d{4})\b/.exec(str(o.foundingDate))?.[1];
  return {
    name: str(o.name) ? fact('name', str(o.name)) : null,
    phones: asArray(o.telephone)
      .map(str)
      .filter(Boolean)
      .map((t) => fact('telephone', t)),
    emails: asArray(o.email)
      .map(str)
      .filter(Boolean)
      .map((e) => fact('email', e.replace(/^mailto:/i, ''))),
    addresses: addr.map((a) => fact('address', a.text)),
    country: addr.find((a) => a.country)?.country ?? null,
    hours: hoursOf(o, url),
    area: areaOf(o, url),
    priceRange: str(o.priceRange) ? fact('priceRange', str(o.priceRange)) : null,
    ...offersOf(o, url),
    owner: founder ? fact('founder', founder) : null,
    founded: year ? fact('foundingDate', year) : null,
  };
}

/** The facts of every business node of every page, the first page's first. */
export function readSchemaFacts(pages: FactPage[]): SchemaFacts[] {
  return pages.flatMap((p) => p.jsonLd.flatMap((root) => businessNodes(root)).map((o) => readNode(o, p.url)));
}
