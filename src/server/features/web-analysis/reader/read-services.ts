import type { PageBlock } from '../../../providers/web/types';
import type { AnalysedPage } from '../related-pages';
import { isNavigationLabel, navServices } from './nav-services';
import { nameRole, sectionsOf, type Section } from './sections';
import { capitalise, uniquePhrases } from './words';
import { isCallToAction } from './calls-to-action';

// Services: what the services section lists, in the site's order (businesses put their main line
// first): its sub-headings (cards), else its list items (a bold lead name when there is one), else
// its table rows' first cells, else the titles of its cards. A services page is one big services
// section. Without a named section: schema.org offers, then the first grid of cards or list.

export const MAX_SERVICES = 5;

/** "Emergency repairs – burst pipes, day or night" → "Emergency repairs". */
export function serviceName(raw: string): string | null {
  const head = raw
    .split(/\s[–—|-]\s|:\s|\.\s|\s\(|\s\/\s(?=[a-z])/)[0]
    .replace(/^[\s•·*✓✔-]+|[\s.,;:!?*•·]+$/g, '')
    .trim();
  const words = head.split(/\s+/).length;
  if (head.length < 3 || head.length > 60 || words > 8 || isCallToAction(head) || /\d{3}.*\d{4}|^[$€£]?\d/.test(head))
    return null;
  // Menu labels ("Home", "Our Firm") and who signed a review ("Mrs J", "Prof") are no services.
  if (isNavigationLabel(head) || /^(?:mr|mrs|ms|miss|dr|prof)\.?(?:\s+[A-Z]\.?)?$/i.test(head)) return null;
  // Opening hours ("Monday", "Mon – Fri") and sentences-as-headings ("A garage you can trust") are no services.
  // "Live in 48hrs", "Ready in 3 days": a promise of time, not a service.
  if (/\d+\s*(?:hrs?|hours?|days?|mins?|minutes?|weeks?)\b/i.test(head)) return null;
  if (
    /^(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b/i.test(head) ||
    /^(?:a|an|the|our|your|we|you)\s/i.test(head)
  )
    return null;
  return capitalise(head);
}

const headingsBelow = (blocks: PageBlock[], level: number) =>
  blocks.filter((b) => b.kind === 'heading' && b.level > level && !nameRole(b.text)).map((b) => b.text);
const items = (blocks: PageBlock[]) => blocks.filter((b) => b.kind === 'item' && !b.cells).map((b) => b.lead ?? b.text);
const rows = (blocks: PageBlock[]) => blocks.filter((b) => b.kind === 'item' && b.cells).map((b) => b.text);

function cardTitles(blocks: PageBlock[]): string[] {
  const seen = new Set<number>();
  const titles: string[] = [];
  for (const b of blocks) {
    if (b.card === undefined || seen.has(b.card)) continue;
    seen.add(b.card);
    titles.push(b.text);
  }
  return titles.length >= 2 ? titles : [];
}

/** The names one section lists, by the first kind of structure it has. */
function listed(blocks: PageBlock[], level: number): string[] {
  for (const read of [
    () => headingsBelow(blocks, level),
    () => items(blocks),
    () => rows(blocks),
    () => cardTitles(blocks),
  ]) {
    const names = read()
      .map(serviceName)
      .filter((s): s is string => !!s);
    if (names.length >= 2) return names;
  }
  return [];
}

function fromServicesPage(page: AnalysedPage): string[] {
  const top = Math.min(
    ...page.blocks.filter((b) => b.kind === 'heading').map((b) => (b.kind === 'heading' ? b.level : 9)),
    9,
  );
  const quotesOut = sectionsOf(page)
    .filter((s) => s.role !== 'testimonials' && s.role !== 'about' && s.role !== 'audience')
    .flatMap((s) => (s.heading ? [s.heading, ...s.blocks] : s.blocks));
  return listed(quotesOut, top);
}

/** A list introduced as the places served ("servicing the following towns:") names places, not services. */
const PLACES =
  /\b(?:towns|areas|cities|counties|suburbs|neighbou?rhoods|locations|postcodes|zip codes|communities|regions)\b/i;
const listsPlaces = (s: Section) => {
  const first = s.blocks.findIndex((b) => b.kind === 'item');
  const before = first > 0 ? s.blocks[first - 1].text : (s.heading?.text ?? '');
  return PLACES.test(before);
};

/** "How to Enjoy", "How it works", "Steps": a section of instructions, whose cards are steps. */
const INSTRUCTIONS = /^(?:how\b|steps?\b|tips?\b|faqs?\b|frequently asked)/i;

/**
 * Services are named by phrases ("Deep cleaning", "Author events"); a grid of single words
 * ("Taste", "Steeping", "Drinking") labels the parts of a page. Without a heading saying they are
 * services, most names must be phrases.
 */
const mostlyPhrases = (names: string[]) => names.filter((n) => n.split(/\s+/).length >= 2).length * 2 > names.length;

/** No named services section: the first grid of cards, else the first list, on the page. */
function structuralFallback(sections: Section[]): string[] {
  const open = sections.filter(
    (s) => (s.role === 'hero' || s.role === 'other') && !listsPlaces(s) && !INSTRUCTIONS.test(s.heading?.text ?? ''),
  );
  for (const s of open) {
    const cards =
      headingsBelow(s.blocks, s.level).length >= 3 ? headingsBelow(s.blocks, s.level) : cardTitles(s.blocks);
    const names = cards.map(serviceName).filter((n): n is string => !!n);
    if (names.length >= 3 && mostlyPhrases(names)) return names;
  }
  for (const s of open) {
    const names = items(s.blocks)
      .map(serviceName)
      .filter((n): n is string => !!n);
    if (names.length >= 3 && mostlyPhrases(names)) return names;
  }
  return [];
}

export function readServices(pages: AnalysedPage[]): { services: string[]; from: string } {
  const ordered = [...pages].sort((a, b) => Number(b.kind === 'services') - Number(a.kind === 'services'));
  const found: string[] = [];
  for (const page of ordered) {
    if (page.kind === 'services') found.push(...fromServicesPage(page));
    else
      for (const s of sectionsOf(page).filter((x) => x.role === 'services')) found.push(...listed(s.blocks, s.level));
  }
  // The business's own name ("PHYSiO UNLEASHED" as a heading) is no service.
  const names = new Set(
    pages
      .flatMap((p) => [p.title, ...p.title.split(/\s+[|–—-]\s+/), p.structured?.name ?? ''])
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
  const own = (n: string) => names.has(n.toLowerCase());
  found.splice(0, found.length, ...found.filter((n) => !own(n)));
  if (found.length) return { services: uniquePhrases(found).slice(0, MAX_SERVICES), from: 'services section' };
  const offers = pages.flatMap((p) => p.structured?.offers ?? []);
  if (offers.length)
    return { services: uniquePhrases(offers.map(capitalise)).slice(0, MAX_SERVICES), from: 'schema.org offers' };
  const menu = navServices(pages, MAX_SERVICES);
  if (menu.length) return { services: menu, from: 'navigation' };
  // A pricing table's items are what a package includes ("One round of revisions"), not services.
  for (const page of pages) {
    const names = structuralFallback(sectionsOf(page));
    if (names.length) return { services: uniquePhrases(names).slice(0, MAX_SERVICES), from: 'first card grid or list' };
  }
  return { services: [], from: 'none' };
}
