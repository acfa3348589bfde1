import type { AnalysedPage } from '../related-pages';
import { isNavigationLabel } from './nav-services';
import { selfText } from './self-description';
import { capitalise, sentences, trimDeterminers, uniquePhrases } from './words';

// Specialties: what the business says it specialises in (schema.org knowsAbout / medicalSpecialty
// / servesCuisine, then "we specialise in …" claims in its own prose), else what its page title
// says it is ("Brand | Native gardens & landscape design"), else its hero headline.

export const MAX_SPECIALTIES = 3;

const CLAIM =
  /\b(?:speciali[sz](?:e|es|ing|ed)\s+in|specialists?\s+in|experts?\s+in|known\s+for|focus(?:es|ed|ing)?\s+on|(?:our\s+)?speciali?t(?:y|ies)\s+(?:include|includes|is|are))\s+([^.!?;:]+)/gi;
/** Nouns of a quality ("patience", "kindness", "reliability"): what a business is known for being. */
const ABSTRACT_QUALITY = /(?:ence|ance|ness|ity|tude|ism)$/i;
/** Where a claimed phrase stops: a clause or a comparison starts. */
const CLAUSE =
  /\s+(?:with|so|because|since|while|which|who|that|where|when|but|for over|for more than|including|such as)\b|,\s+(?:and\s+)?(?:we|our|with|so|which|who|including|such as)\b/i;

/**
 * Whose claim it is: the business speaks ("we specialise in", "our team focuses on", "I am an
 * expert in") or is named as the subject ("Acme Plumbing specialises in", "Harbor is a clinic
 * specializing in"). "Care focusing on spinal health", "a focus on the water" or "so you can
 * focus on your business" claim nothing.
 */
function claimedByBusiness(before: string): boolean {
  const subject = before.split(/[,;:]\s*/).pop() ?? '';
  return (
    /\b(?:we|our|i|my|i'm|we're)\b/i.test(subject) ||
    /^\s*(?:[A-Z][\w&'’.-]*\s+){1,5}(?:(?:is|are)\b.*)?$/.test(subject)
  );
}

function splitClaim(phrase: string): string[] {
  return (
    phrase
      .split(CLAUSE)[0]
      .split(/\s*,\s*|\s+and\s+(?=\w+ing\b)/)
      .map((s) => trimDeterminers(s.trim()))
      // "specialises in offering:" names no specialty yet.
      .filter((s) => s && s.split(/\s+/).length <= 8 && !/^\w+ing$/i.test(s))
  );
}

/** "Brand — A boutique hotel in Old Town" → "Boutique hotel": the title part that is not the brand. */
function titleDescriptor(title: string, brand: string): string | null {
  const parts = title
    .split(/\s+[|–—-]\s+|\s*[|·]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const b = brand.toLowerCase();
  const rest = b ? parts.filter((p) => p.toLowerCase() !== b) : parts.slice(1);
  // "Home", "Welcome" name the page; "William A. Kennedy" names a person: the next part says what the business is.
  const candidate = (rest.length === parts.length ? parts.slice(1) : rest).find(
    (p) => !isNavigationLabel(p) && !/^welcome\b/i.test(p) && !PERSON.test(p),
  );
  if (!candidate) return null;
  const cut = candidate.replace(/\s+(?:in|near|for|since|serving)\s+[A-Z][\s\S]*$/, '').replace(/,\s*[A-Z]{2}$/, '');
  const words = trimDeterminers(cut);
  return words && words.split(/\s+/).length <= 8 ? capitalise(words) : null;
}

/** "Viking Hill Landscaping is a full service landscaping company located in …" → "full service landscaping company". */
// The name may follow a scene-setting clause: "Nestled in the village, Jennie's Kitchen is a … café".
const IS_A = /(?:(?:^|,\s+)(?:[A-Z][\w&'’.]*\s+){1,4}is|\b[Ww]e\s+are)\s+(?:a|an)\s+(.+)/;
const BUSINESS_NOUN =
  /\b(?:company|business|firm|practice|clinic|studio|salon|shop|store|service|agency|bakery|caf[eé]|restaurant|garage|contractor|centre|center|surgery|parlour|parlor)(?![\p{L}])/iu;
function whatItIs(sentence: string): string | null {
  const m = sentence.match(IS_A);
  if (!m) return null;
  const phrase = m[1].split(
    /\s+(?:based|located|in|near|that|which|who|with|for|since|serving|offering|run|dedicated)\b|[.;:!?(]/,
  )[0];
  // The last business noun ends the phrase: "full service landscaping company", not "full service".
  const noun = [...phrase.matchAll(new RegExp(BUSINESS_NOUN.source, 'giu'))].pop();
  if (!noun || noun.index === undefined) return null;
  const words = trimDeterminers(phrase.slice(0, noun.index + noun[0].length)).split(/\s+/);
  // Keep the words that say what kind of business it is, not how it is ("well-known, family-owned").
  const kind = words
    .slice(Math.max(0, words.length - 4))
    .filter(
      (w) =>
        !/,$/.test(w) &&
        !/^(?:and|family|owned|operated|run|independent|independently|locally|well-?known|wellknown|trusted|leading|friendly)$/i.test(
          w,
        ),
    );
  return kind.length >= 2 ? capitalise(kind.join(' ')) : null;
}

/** "William A. Kennedy", "Dr. Jane Smith": a person's name, not what a business does. */
const PERSON = /^(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?[A-Z][a-z]+$/;

function headlineDescriptor(headline: string): string | null {
  if (/^welcome\b/i.test(headline) || isNavigationLabel(headline)) return null;
  const cut = trimDeterminers(headline.split(/\s*[,:;!?–—]\s*|\s+(?:that|who|which|for|since|with|done|made)\s+/i)[0]);
  return cut && cut.split(/\s+/).length <= 6 ? capitalise(cut) : null;
}

export function readSpecialties(pages: AnalysedPage[], services: string[]): { specialties: string[]; from: string } {
  const structured = pages.flatMap((p) => p.structured?.specialties ?? []);
  const self = selfText(pages);
  const claims = self.prose
    .flatMap((p) => sentences(p))
    .flatMap((s) =>
      [...s.matchAll(CLAIM)]
        .filter((m) => claimedByBusiness(s.slice(0, m.index)))
        .flatMap((m) =>
          // "known for unmatched patience": a reputation for a quality, not a thing the business does.
          splitClaim(m[1]).filter((v) => !(/^known/i.test(m[0]) && ABSTRACT_QUALITY.test(v))),
        ),
    );
  const stated = uniquePhrases([...structured, ...claims].map(capitalise));
  if (stated.length)
    return {
      specialties: stated.slice(0, MAX_SPECIALTIES),
      from: structured.length ? 'schema.org and claims' : 'claims',
    };
  const brand = pages.find((p) => p.structured?.name)?.structured?.name ?? '';
  const fromTitle = self.titles.map((t) => titleDescriptor(t, brand)).filter((s): s is string => !!s);
  if (fromTitle.length) return { specialties: fromTitle.slice(0, 1), from: 'page title' };
  // A headline that only repeats the page title is the business's name ("Martin Electrical").
  const names = new Set(self.titles.map((t) => t.trim().toLowerCase()));
  const fromHeadline = self.headlines
    .filter((h) => !names.has(h.trim().toLowerCase()))
    .map(headlineDescriptor)
    .filter((s): s is string => !!s);
  if (fromHeadline.length) return { specialties: fromHeadline.slice(0, 1), from: 'headline' };
  const said = self.prose
    .flatMap(sentences)
    .map(whatItIs)
    .find((x): x is string => !!x);
  if (said) return { specialties: [said], from: 'self-description' };
  // The first services are not what a business specialises in: most sites that never say so
  // were read as their first menu entries ("Check Availability, Breakfast, Xmas"). Say nothing.
  void services;
  return { specialties: [], from: 'none' };
}
