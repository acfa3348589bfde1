import type { TProviderMode } from '@common/system/providers';

// Reading the web: a visitor's or a lead's website (scrape) and open research (Lead Scout).
// Without Firecrawl, scrape is a real, SSRF-safe HTTP fetch with HTML extraction; research then
// searches the pages the app has already captured (Postgres full-text search).

export interface ScrapedPage {
  url: string;
  finalUrl: string;
  title: string;
  /** Readable text of the page (markdown from Firecrawl, extracted text from a direct fetch). */
  text: string;
  /** Same-site links found on the page, absolute. */
  links: string[];
  /** Meta description, when present. */
  description: string;
}

export interface SearchResult {
  url: string;
  title: string;
  snippet: string;
  text?: string;
}

export interface WebProvider {
  readonly mode: TProviderMode;
  readonly adapter: string;
  scrape(url: string): Promise<ScrapedPage>;
}

export interface ResearchProvider {
  readonly mode: TProviderMode;
  readonly adapter: string;
  search(query: string, limit: number): Promise<SearchResult[]>;
}
