import { normalizeWebsiteUrl } from './normalize-website-url';

export interface SiteIdentity {
  /** Host without www, then the path prefix: `sites.google.com/view/acme/`, `acme.com/`. */
  key: string;
  /** Every origin variant (http/https, with or without www) joined to the path prefix. */
  prefixes: string[];
}

/**
 * Which pages are one business's own: those under its address's origin AND path prefix, never a
 * whole host. Google Sites (`sites.google.com/view/a`), GitHub Pages project sites and one server
 * with several sites under different paths hold many businesses on one host. A last segment with
 * a dot (`/index.html`) names a page of the site, so the prefix is its folder; otherwise the
 * address's whole path is the prefix (`/view/a` keeps `/view/a/about`, not `/view/ab`). An
 * address that is not a website: null.
 */
export function siteIdentity(website: string): SiteIdentity | null {
  let url: URL;
  try {
    url = new URL(normalizeWebsiteUrl(website).url);
  } catch {
    return null;
  }
  const host = url.host.replace(/^www\./, '').toLowerCase();
  const path = url.pathname.replace(/\/[^/]*\.[^/]*$/, '/').replace(/\/*$/, '/');
  const origins = ['https', 'http'].flatMap((s) => [`${s}://${host}`, `${s}://www.${host}`]);
  return { key: `${host}${path}`, prefixes: origins.map((o) => `${o}${path}`) };
}

/** Whether a page's address is one of the site's own pages. */
export function isSitePage(site: SiteIdentity, pageUrl: string): boolean {
  return site.prefixes.some((p) => pageUrl.startsWith(p) || pageUrl === p.slice(0, -1));
}
