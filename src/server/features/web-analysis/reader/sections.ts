import type { PageBlock } from '../../../providers/web/types';
import type { AnalysedPage, PageKind } from '../related-pages';

// A page as a reader sees it: sections, each opened by a heading and running until the next
// heading of the same or a higher level, with the role the section plays on the page. The role
// comes from what the section is made of (quotes, repeated cards, lists, table rows) and what it
// calls itself (its heading, its container's class and id).

export type SectionRole = 'hero' | 'services' | 'testimonials' | 'audience' | 'about' | 'pricing' | 'other';

export interface Section {
  page: AnalysedPage;
  heading: PageBlock | null;
  level: number;
  blocks: PageBlock[];
  role: SectionRole;
  index: number;
}

/** Names a section gives itself (in a heading or a class/id) for each role. */
const NAMES: ReadonlyArray<readonly [SectionRole, RegExp]> = [
  ['testimonials', /\b(?:testimonials?|reviews?|what (?:\w+ )?(?:say|think)|kind words|feedback)\b/i],
  [
    'services',
    /\b(?:services?|what we do|what we offer|we offer|offerings|treatments|practice areas|features|solutions|capabilities|specialt(?:y|ies)|menu|products)\b/i,
  ],
  ['pricing', /\b(?:pricing|prices|plans|fees|rates)\b/i],
  ['audience', /^(?:who (?:we|i)\b|made for|built for|for whom|our (?:clients|customers|guests|patients)\b)/i],
  ['about', /\b(?:about|our story|who we are|our team|meet|history|why (?:us|choose))\b/i],
];

export function nameRole(text: string): SectionRole | null {
  for (const [role, pattern] of NAMES) if (pattern.test(text)) return role;
  return null;
}

const PAGE_ROLE: Record<PageKind, SectionRole | null> = {
  home: null,
  services: 'services',
  testimonials: 'testimonials',
  about: 'about',
};

function classify(s: Omit<Section, 'role'>, first: boolean): SectionRole {
  // The home page's opening headline is its hero even when it names a role: "Expert Electrical
  // Services Across the UK" says what the business is; the list of services comes further down.
  if (first && s.page.kind === 'home' && s.heading?.kind === 'heading' && s.heading.level === 1) return 'hero';
  const own = s.heading ? nameRole(s.heading.text) : null;
  if (own) return own;
  const quotes = s.blocks.filter((b) => b.kind === 'quote' && !b.link).length;
  // Two quotes make a reviews section when they are most of it; a page without headings that
  // quotes two customers among its own paragraphs is still the business speaking.
  if (quotes >= 2 && quotes * 2 >= s.blocks.length) return 'testimonials';
  const hint = s.blocks.find((b) => b.kind !== 'heading')?.hint ?? s.heading?.hint ?? '';
  const named = nameRole(hint.split(' ').slice(-6).join(' '));
  if (named) return named;
  if (first && s.page.kind === 'home') return 'hero';
  return PAGE_ROLE[s.page.kind] ?? 'other';
}

export function sectionsOf(page: AnalysedPage): Section[] {
  const out: Omit<Section, 'role'>[] = [];
  let current: Omit<Section, 'role'> = { page, heading: null, level: 0, blocks: [], index: 0 };
  const stack: Omit<Section, 'role'>[] = [];
  for (const block of page.blocks) {
    if (block.kind === 'heading' && (block.level <= 2 || !stack.length || block.level <= current.level)) {
      if (current.heading || current.blocks.length) out.push(current);
      current = { page, heading: block, level: block.level, blocks: [], index: out.length };
      stack.push(current);
    } else current.blocks.push(block);
  }
  if (current.heading || current.blocks.length) out.push(current);
  return out.map((s, i) => ({ ...s, index: i, role: classify(s, i === 0 || (i === 1 && !out[0].heading)) }));
}
