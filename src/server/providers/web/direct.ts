import { parseHtmlDocument } from './html-document';
import { cleanPage } from './clean-page';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';
import type { ScrapedPage, WebProvider } from './types';

/** Reads sites ourselves: an SSRF-safe HTTP fetch (safe-fetch.ts) and HTML extraction. */
export function createDirectWebProvider(opts: SafeFetchOptions = {}): WebProvider {
  return {
    mode: 'live',
    adapter: 'direct-fetch',
    async scrape(url: string): Promise<ScrapedPage> {
      const res = await safeFetch(url, opts);
      const doc = parseHtmlDocument(res.html, res.finalUrl);
      return cleanPage({ url, finalUrl: res.finalUrl, ...doc });
    },
  };
}
