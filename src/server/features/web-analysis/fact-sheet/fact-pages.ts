import type { PageLink } from '../../../providers/web/types';

// The pages a caller's questions need beyond what the website reader reads (home, about,
// services, reviews): contact, hours, prices, area served, location, FAQ, found by the words of a
// link's path and text. Only the site's own pages: same origin, and under the path the site lives
// at (sites.google.com/view/a-business/ is that business, not all of Google Sites).

export type FactPageKind = 'contact' | 'hours' | 'prices' | 'area' | 'location' | 'faq';

export const MAX_FACT_PAGES = 4;

const KINDS: ReadonlyArray<readonly [FactPageKind, RegExp]> = [
  ['contact', /\b(contact(?:[- ]us)?|get[- ]in[- ]touch|reach[- ]us)\b/i],
  ['hours', /\b(hours|opening[- ]times|opening[- ]hours|office[- ]hours)\b/i],
  ['prices', /\b(prices?|pricing|rates|fees|costs?|specials?|offers?|deals|coupons?|packages|price[- ]list|menu)\b/i],
  [
    'area',
    /\b(service[- ]areas?|areas?[- ](?:we[- ])?(?:serve[d]?|covered|cover)|coverage|where[- ]we[- ]work|communities)\b/i,
  ],
  ['location', /\b(locations?|directions|find[- ]us|visit[- ]us|where[- ]we[- ]are)\b/i],
  ['faq', /\b(faqs?|frequently[- ]asked(?:[- ]questions)?)\b/i],
];
const NEVER =
  /\b(terms|privacy|legal|cookies?|policy|login|log[- ]in|sign[- ]?(?:in|up)|account|cart|checkout|careers|jobs|blog|news)\b/i;
const FILE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp[34])$/i;

export interface FactPageLink {
  url: string;
  kind: FactPageKind;
}

/** The folder a site lives in: "/view/acme/" for /view/acme or /view/acme/index.html, "/" for a root site. */
export function sitePrefix(pageUrl: string): string {
  const path = new URL(pageUrl).pathname;
  if (path.endsWith('/')) return path;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.\w+$/.test(last) ? path.slice(0, path.lastIndexOf('/') + 1) : `${path}/`;
}

const key = (u: URL) => `${u.origin}${u.pathname.replace(/\/(?:index\.\w+)?$/, '')}${u.search}`;

/**
 * Up to `max` links, the best for each kind first (contact, hours, prices, area, location, FAQ),
 * then the next best of any kind; never one of `alreadyRead` nor the page itself. A link's path
 * naming the kind counts double its text doing so.
 */
export function pickFactPages(
  pageUrl: string,
  links: PageLink[],
  alreadyRead: string[] = [],
  max = MAX_FACT_PAGES,
): FactPageLink[] {
  const home = new URL(pageUrl);
  const prefix = sitePrefix(pageUrl);
  const read = new Set([pageUrl, ...alreadyRead].map((u) => key(new URL(u))));
  const ranked: Array<FactPageLink & { score: number; order: number }> = [];
  links.forEach((link, order) => {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      return;
    }
    url.hash = '';
    if (url.origin !== home.origin || !`${url.pathname}/`.startsWith(prefix) || read.has(key(url))) return;
    const path = decodeURIComponent(url.pathname).replace(/\.\w+$/, '');
    if (FILE.test(url.pathname) || NEVER.test(path) || NEVER.test(link.text)) return;
    let best: { kind: FactPageKind; score: number } | null = null;
    for (const [kind, pattern] of KINDS) {
      const s = (pattern.test(path) ? 2 : 0) + (pattern.test(link.text) ? 1 : 0);
      if (s > 0 && (!best || s > best.score)) best = { kind, score: s };
    }
    if (best && !ranked.some((r) => key(new URL(r.url)) === key(url))) ranked.push({ url: url.href, ...best, order });
  });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: FactPageLink[] = [];
  for (const [kind] of KINDS) {
    const top = ranked.find((r) => r.kind === kind);
    if (top && picked.length < max) picked.push({ url: top.url, kind });
  }
  for (const r of ranked) {
    if (picked.length >= max) break;
    if (!picked.some((p) => p.url === r.url)) picked.push({ url: r.url, kind: r.kind });
  }
  return picked;
}
