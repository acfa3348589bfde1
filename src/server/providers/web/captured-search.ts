import type { DbOrTx } from '../../db/tx';
import { searchCapturedPages } from './captured-pages.repo';
import type { ResearchProvider, SearchResult } from './types';

/**
 * Research without Firecrawl: searches the pages the app has already read (wizard analyses, lead
 * enrichment) with Postgres full-text search. Labelled sandbox: it knows only what was captured,
 * not the open web.
 */
export function createCapturedSearchProvider(db: DbOrTx): ResearchProvider {
  return {
    mode: 'sandbox',
    adapter: 'sandbox',
    async search(query: string, limit: number): Promise<SearchResult[]> {
      if (!query.trim()) return [];
      const hits = await searchCapturedPages(db, query, Math.min(Math.max(limit, 1), 100));
      return hits.map((h) => ({ url: h.url, siteUrl: h.siteUrl, title: h.title || h.url, snippet: h.snippet, text: h.text, rank: h.rank }));
    },
  };
}
