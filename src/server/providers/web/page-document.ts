import type { PageBlock, PageLink } from './types';

// Helpers shared by the HTML and markdown readers.

/** Text kept per page: enough for analysis and search, well under Postgres' 1 MB tsvector limit. */
export const MAX_PAGE_TEXT = 100_000;

export function blocksToText(blocks: PageBlock[]): string {
  return blocks
    .map((b) => b.text)
    .join('\n')
    .slice(0, MAX_PAGE_TEXT);
}

/** Host without a leading "www.", so www.example.com and example.com count as one site. */
export function siteHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

// Links to files are not pages worth reading.
const FILE_EXT = /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|docx?|xlsx?|pptx?|mp[34]|mov|avi|css|js|xml|json|rss|txt)$/i;

/**
 * Resolves hrefs against base and keeps http(s) links to the same site as pageUrl, without
 * fragments, one per URL (the first non-empty anchor text wins).
 */
export function sameSiteLinks(raw: { href: string; text: string }[], base: string, pageUrl: string): PageLink[] {
  const host = siteHost(new URL(pageUrl));
  const seen = new Map<string, PageLink>();
  for (const { href, text } of raw) {
    let url: URL;
    try {
      url = new URL(href.trim(), base);
    } catch {
      continue;
    }
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      siteHost(url) !== host ||
      FILE_EXT.test(url.pathname)
    )
      continue;
    url.hash = '';
    const existing = seen.get(url.href);
    if (!existing) seen.set(url.href, { url: url.href, text });
    else if (!existing.text && text) existing.text = text;
  }
  return [...seen.values()];
}
