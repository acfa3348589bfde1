import type { PageBlock, PageFactSource, PageLink, StructuredData } from '../../providers/web/types';

// Which of a site's own pages are worth reading besides the one the visitor named: the pages
// where small businesses describe themselves, list services and show reviews.

export type PageKind = 'home' | 'about' | 'services' | 'testimonials';

/** A page as the analysis rules see it. */
export interface AnalysedPage {
  url: string;
  kind: PageKind;
  title: string;
  blocks: PageBlock[];
  text: string;
  description?: string;
  structured?: StructuredData;
  /** Same-site links with their anchor text, in document order (menus name services). */
  links?: PageLink[];
  /** The page's JSON-LD and full lines, for the business's fact sheet (fact-sheet/). */
  factSource?: PageFactSource;
}

export const MAX_EXTRA_PAGES = 4;

const KIND_PATTERNS: ReadonlyArray<readonly [Exclude<PageKind, 'home'>, RegExp]> = [
  ['services', /\b(services?|what[- ]we[- ]do|offerings|solutions|menu|products|treatments|pricing|rates)\b/i],
  [
    'testimonials',
    /\b(testimonials?|reviews?|what[- ](?:our[- ])?(?:customers|clients)[- ]say|feedback|success[- ]stories)\b/i,
  ],
  ['about', /\b(about(?:[- ]us)?|our[- ]story|who[- ]we[- ]are|company|our[- ]team|history)\b/i],
];

/** Legal, account and shop pages: "Terms of service" names services but describes none. */
const NEVER =
  /\b(terms|privacy|legal|cookies?|policy|login|log[- ]in|sign[- ]?(?:in|up)|account|cart|checkout|careers|jobs)\b/i;

export interface RelatedPage {
  url: string;
  kind: Exclude<PageKind, 'home'>;
}

/** Scores a link for a kind: its path naming the kind counts double its anchor text doing so. */
function score(link: PageLink, pattern: RegExp): number {
  const path = decodeURIComponent(new URL(link.url).pathname).replace(/\.\w+$/, '');
  return (pattern.test(path) ? 2 : 0) + (pattern.test(link.text) ? 1 : 0);
}

/**
 * The best link for each kind first (services, testimonials, about), then the next best of any
 * kind, up to MAX_EXTRA_PAGES. The page itself (and its fragments) never counts.
 */
export function pickRelatedPages(pageUrl: string, links: PageLink[], max = MAX_EXTRA_PAGES): RelatedPage[] {
  const self = new URL(pageUrl);
  self.hash = '';
  const ranked: Array<RelatedPage & { score: number; order: number }> = [];
  links.forEach((link, order) => {
    if (link.url === self.href || NEVER.test(link.text) || NEVER.test(new URL(link.url).pathname)) return;
    let best: { kind: RelatedPage['kind']; score: number } | null = null;
    for (const [kind, pattern] of KIND_PATTERNS) {
      const s = score(link, pattern);
      if (s > 0 && (!best || s > best.score)) best = { kind, score: s };
    }
    if (best) ranked.push({ url: link.url, ...best, order });
  });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: RelatedPage[] = [];
  for (const [kind] of KIND_PATTERNS) {
    const first = ranked.find((r) => r.kind === kind);
    if (first) picked.push({ url: first.url, kind });
  }
  for (const r of ranked) {
    if (picked.length >= max) break;
    if (!picked.some((p) => p.url === r.url)) picked.push({ url: r.url, kind: r.kind });
  }
  return picked.slice(0, max);
}
