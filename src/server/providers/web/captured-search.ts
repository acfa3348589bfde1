import type { DbOrTx } from '../../db/tx';
import { searchCapturedPages } from './captured-pages.repo';
import type { ResearchProvider, SearchResult } from './types';

/**
 * Research without Firecrawl: searches the pages the app has already read for admin work (lead
 * enrichment, tool pages; never a wizard visitor's analysis) with Postgres full-text search. Labelled sandbox: it knows only what was captured,
 * not the open web.
 */
export function createCapturedSearchProvider(db: DbOrTx): ResearchProvider {
  return {
    mode: 'sandbox',
    adapter: 'sandbox',
    async search(query: string, limit: number): Promise<SearchResult[]> {
      if (!query.trim()) return [];
      const hits = await searchCapturedPages(db, query, Math.min(Math.max(limit, 1), 100));
      const words = query
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 2 && w !== 'or');
      return hits.map((h) => ({
        url: h.url,
        siteUrl: h.siteUrl,
        title: h.title || h.url,
        snippet: snippetOf(h.text, words),
        text: h.text,
        rank: h.rank,
      }));
    },
  };
}

/**
 * About 200 characters of the text from the line holding the first query word (the start
 * otherwise), with the query words marked **like this**, as ts_headline would.
 */
export function snippetOf(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, text.lastIndexOf('\n', at) + 1);
  const cut = text
    .slice(start, start + 200)
    .replace(/\s+/g, ' ')
    .trim();
  const marked = words.length ? cut.replace(new RegExp(`\\b(?:${words.join('|')})\\w*`, 'gi'), '**$&**') : cut;
  return start + 200 < text.length ? `${marked}…` : marked;
}
