import { tag } from './pos';
import type { AnalysedPage } from '../related-pages';
import { isCallToAction } from './calls-to-action';

// The last gate before a value reaches the profile: values a person would never write for the
// field are refused, and a list made mostly of such values is refused whole (its source was not
// what it looked like). An empty field costs the user a sentence to type; a wrong one puts
// "our top services are Alhambra and San Marino" into an agent's prompt.

/** Headings of generic page sections, page names and calls to action: never a value. */
const GENERIC =
  /^(?:home|welcome|about(?: us)?|contact(?: us)?|get in touch|find us|follow us|social media|recent (?:work|posts|news)|latest news|news|blog|gallery|photo gallery|portfolio|faqs?|q ?& ?a|results|reviews?|testimonials?|our (?:team|staff|story|work|services|mission|promise|pledge)|meet the team|staff|team|why (?:choose )?us|what we (?:do|offer)|services|our services|specialty (?:& |and )?add[- ]on services|opening hours|hours|location|locations|directions|special offers|offers|discounts|trusted by|quality|trust|experience|convenience|integrity|excellence|value|help|support|information|links|useful links|quick links|more|others?|now|soon|today|here|availability|the farm|the lake|booking terms|terms|privacy|sitemap|login|sign in|sign up|register|cart|shop|store|calendar(?: dates)?|term dates|upcoming events|(?:our )?artists|facilities|timetables?|(?:our )?(?:framework|approach)(?: ?(?:&|and) ?values)?|our facilities|questions(?: ?(?:&|and) ?(?:care|answers))?|aftercare|(?:(?:[\w’']+['’]s|our|my) )?(?:story|history|philosophy|mission|vision|values|ethos|oath)(?: ?(?:&|and) ?(?:story|history|philosophy|mission|vision|values|ethos|oath))?)$/i;

/**
 * A company's own name ("Anthem HealthKeepers, Inc") or one abstract noun ("Sustainability",
 * "Safety"): an insurer or partner list, or the heading of a "why us" point. Not "-ology": a
 * clinic's "Cardiology" is a service.
 */
const COMPANY_OR_ABSTRACT = /(?:^|\s)(?:inc|llc|ltd|corp|plc|gmbh|co)\.?$|^[a-z]*(?:ity|ness|ety)$/i;

/** A question or a sentence is a heading written to the reader, not a service's name. */
const SENTENCE = /[?!]$|^(?:looking for|need|want|why|how|what|who|where|when|are you|do you|is your)\b/i;

/**
 * Not the name of a thing: a slogan speaking as "we"/"you" ("We Let The Sun Shine In"), a person
 * ("Dr Anil Bapna"), a clause cut from prose ("Providing high-quality tyres and wheels along",
 * "And spare keys for your vehicles") or a whole sentence.
 */
const NOT_A_NAME = [
  /\b(?:we|our|us|you|your|i|my)\b/i,
  /\b(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+[A-Z]/,
  /^(?:and|or|but|also|plus|then)\b/i,
  /^(?:providing|offering|building|delivering|creating|helping|making|giving|bringing|serving|supplying|ensuring)\b/i,
  // "Facebook sneak peek", "Follow us on Instagram": where the business posts, not what it sells.
  /\b(?:facebook|instagram|twitter|tiktok|youtube|pinterest|linkedin|whatsapp)\b/i,
];

export function isGenericLabel(value: string): boolean {
  const v = value.trim().replace(/[.:…]+$/, '');
  return (
    GENERIC.test(v) ||
    COMPANY_OR_ABSTRACT.test(v) ||
    isCallToAction(v) ||
    SENTENCE.test(v) ||
    NOT_A_NAME.some((r) => r.test(v)) ||
    v.split(/\s+/).length > 8
  );
}

/** The parts every page title repeats ("Brand - Slogan | Town") name the site, not what it does. */
export function siteNameParts(pages: AnalysedPage[]): string[] {
  const split = (t: string) =>
    t
      .split(/\s+[|–—-]\s+|\s*[|·:]\s*/)
      .map((p) => p.replace(/^[\s\-–—|·]+|[\s\-–—|·]+$/g, '').toLowerCase())
      .filter((p) => p.length > 2);
  const titled = pages.filter((p) => p.title.trim());
  if (titled.length === 0) return [];
  const names = new Set<string>(pages.map((p) => p.structured?.name?.toLowerCase() ?? '').filter(Boolean));
  // A link back to the home page is the logo's: its text is the business's name ("The Flower Girl").
  const homeUrl = pages[0]?.url.replace(/(?:index\.\w+)?(?:[?#].*)?$/, '') ?? '';
  for (const link of pages.flatMap((p) => p.links ?? [])) {
    const target = link.url.replace(/(?:index\.\w+)?(?:[?#].*)?$/, '');
    const text = link.text.trim().toLowerCase();
    // "#" is a drop-down's toggle ("Weddings ▾"), not a way home.
    if (!link.url.includes('#') && target === homeUrl && text.length > 2 && !GENERIC.test(text)) names.add(text);
  }
  // The home page title opens on the business's name ("- Radiant Window Cleaning - We Let …").
  const home = split(titled[0].title)[0];
  if (home) names.add(home);
  if (titled.length > 1) {
    const counts = new Map<string, number>();
    for (const p of titled) for (const part of new Set(split(p.title))) counts.set(part, (counts.get(part) ?? 0) + 1);
    for (const [part, n] of counts) if (n >= Math.max(2, Math.ceil(titled.length / 2))) names.add(part);
  }
  return [...names];
}

/** US state and Canadian province codes: after "Town," they make the value an address. */
const REGION_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(
    ' ',
  ),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACE_BEFORE = '(?:in|near|serving|serve|across|throughout|covering|around|from|of|to)';

/** A US ZIP after its state code, a UK postcode, a Canadian postal code: the end of an address. */
const POSTCODE = String.raw`(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b`;

/**
 * The value begins a run of capitalised words and commas that ends in a postcode: "Jacksonville"
 * in "Jacksonville Beach, FL 32250", "Ipswich" in "Badley, Ipswich, Suffolk IP6 8RR".
 */
function opensAddress(e: string, prose: string): boolean {
  const word = String.raw`[A-Z][\w'’.-]*`;
  return new RegExp(String.raw`\b${e}(?:\s+${word}){0,2}(?:,\s*${word}(?:\s+${word}){0,2}){0,2},?\s+${POSTCODE}`).test(
    prose,
  );
}

/**
 * A name (a town, a person, a brand) is written capitalised wherever it appears in running
 * text and follows "in/near/serving …" or precedes a state code ("Fenton, MI"); a service is
 * written in lower case somewhere, or never follows a place preposition.
 */
export function isPlaceOrName(value: string, prose: string): boolean {
  const v = value.trim();
  // "Fenton, MI", "Kelowna, BC": a town and its state or province, written as one value.
  if (/^[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2},\s*[A-Z]{2}$/.test(v) && REGION_CODES.has(v.slice(-2))) return true;
  if (!/^[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}$/.test(v)) return false;
  const e = escape(v);
  if (new RegExp(`\\b${e},\\s+[A-Z]{2}\\b`).test(prose) || opensAddress(e, prose)) return true;
  if (!new RegExp(`\\b${PLACE_BEFORE}\\s+${e}\\b`).test(prose)) return false;
  // Written lower case somewhere ("we offer laser therapy") it is a thing the business does.
  return !new RegExp(`\\b${escape(v.toLowerCase())}\\b`).test(prose);
}

/** Stricter than isPlaceOrName, for a part of a value: a capitalised word (no acronym) after "in/near/serving …". */
function isPlacePart(part: string, prose: string): boolean {
  const v = part.trim();
  if (!/^[A-Z][a-z][\w'’.-]*(?:\s+[A-Z][a-z][\w'’.-]*){0,2}$/.test(v)) return false;
  const e = escape(v);
  if (new RegExp(`\\b${e},\\s+[A-Z]{2}\\b`).test(prose)) return true;
  // After "in/near/serving", or closing an address ("Pitampura, New Delhi").
  const placed = new RegExp(
    `(?<!(?:speciali[sz]\\w*|specialists?|experts?|expertise|interest\\w*|trained|qualified)\\s)\\b(?:in|near|serving|across|throughout|covering|around)\\s+${e}\\b`,
  ).test(prose);
  if (!placed && !new RegExp(`\\b[A-Z][a-z]+,\\s+${e}\\s*(?:[-–,]?\\s*\\d|$|\\n)`, 'm').test(prose)) return false;
  return !new RegExp(`\\b${escape(v.toLowerCase())}\\b`).test(prose);
}

/**
 * A place written into a value ("Premium Hair Studio, New Delhi", "Gloucestershire Freelance
 * Photographer", "Roof Repairs in Kelowna") says where, not what: it is cut, and what is left stays.
 */
export function trimPlaces(value: string, prose: string): string {
  const v = value.trim();
  const tail = v.match(/^(.+?)(?:,\s*|\s+(?:in|near|serving)\s+)([A-Z][^,]*?)(?:,\s*[A-Z]{2})?$/);
  if (tail && isPlacePart(tail[2], prose)) return tail[1];
  const words = v.split(/\s+/);
  // "Subarus and Toyotas": a first word joined to the next by "and" is one of a list, not a place.
  for (let n = Math.min(3, words.length - 2); n >= 1; n--)
    if (!/^(?:and|&|or)$/i.test(words[n]) && isPlacePart(words.slice(0, n).join(' '), prose))
      return words.slice(n).join(' ');
  return v;
}

export interface RefuseContext {
  names: string[];
  prose: string;
}

export function refuseContext(pages: AnalysedPage[]): RefuseContext {
  return { names: siteNameParts(pages), prose: pages.map((p) => p.text).join('\n') };
}

/** A service or specialty names a thing: "British" or "Homemade" alone is a quality of one, not one. */
function namesAThing(value: string): boolean {
  return tag(value.toLowerCase()).some(
    (t) => t.pos === 'NOUN' || t.pos === 'PROPN' || (t.pos === 'VERB' && /ing$/.test(t.word)),
  );
}

/** A date in the calendar ("Xmas", "Valentines", "Birthdays & Anniversaries") is an occasion, not a service. */
const OCCASION =
  /^(?:xmas|christmas|easter|valentines?|valentine'?s(?: day)?|birthdays?|anniversar(?:y|ies)|new year'?s?(?: eve)?|mother'?s'? day|father'?s'? day|halloween|thanksgiving)(?:\s*(?:&|and)\s*(?:birthdays?|anniversar(?:y|ies)|christmas|xmas|easter))?$/i;

/**
 * A benefit written as a claim opens on a verb in the third person ("Supports weight control",
 * "Helps manage cravings"); a service is a noun phrase ("Boiler repairs", "Repairs and servicing").
 */
function isClaim(value: string): boolean {
  const t = tag(value.toLowerCase());
  return t.length >= 2 && t[0].pos === 'VERB' && /[^s]s$/.test(t[0].word) && !['CCONJ', 'PUNCT'].includes(t[1].pos);
}

/** Curly and straight apostrophes spell one name ("Cock O’ Barton" is "cock o' barton"). */
const nameKey = (s: string) => s.trim().toLowerCase().replace(/[’‘`]/g, "'");
const isSiteName = (value: string, ctx: RefuseContext) => ctx.names.map(nameKey).includes(nameKey(value));

/** "Knight", "Electrical Contracting Corp": a name cut at its comma reads as two values. */
function withoutNamePieces(values: string[], ctx: RefuseContext): string[] {
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const names = new Set(ctx.names.map(key));
  const pieces = new Set<number>();
  for (let i = 0; i + 1 < values.length; i++)
    if (names.has(key(`${values[i]} ${values[i + 1]}`))) pieces.add(i).add(i + 1);
  return values.filter((_, i) => !pieces.has(i));
}

/**
 * "Coaches", "Leaders", "Instructors": a menu entry naming the roles a business employs is the page
 * about its team. Not every group of people: an accountant's "Landlords" names whom a service is for.
 */
const isTeamPage = (value: string) =>
  /^(?:coaches|leaders|instructors|teachers|tutors|trainers|therapists|practitioners|stylists|founders|directors|staff)$/i.test(
    value.trim(),
  );

/**
 * Names-of-things fields (services, specialties): generic labels, calls to action, the site's
 * own name and place names are refused; when most of the list is refused, so is the rest.
 */
export function refuseNames(values: string[], ctx: RefuseContext, structured = false): string[] {
  const kept = withoutNamePieces(values, ctx)
    .map((v) => trimPlaces(v, ctx.prose))
    .filter(
      (v) =>
        !isGenericLabel(v) &&
        !OCCASION.test(v.trim()) &&
        !isClaim(v) &&
        !isSiteName(v, ctx) &&
        !isPlaceOrName(v, ctx.prose) &&
        !isTeamPage(v) &&
        namesAThing(v),
    );
  // A list the site marked up as what it offers (schema.org) was no misread: its refused values go, the rest stay.
  return structured || kept.length * 2 >= values.length ? kept : [];
}
