import type { TProviderMode } from '@common/system/providers';

// Reading the web: a visitor's or a lead's website (scrape) and open research (Lead Scout).
// Without Firecrawl, scrape is a real, SSRF-safe HTTP fetch with HTML extraction; research then
// searches the pages the app has already captured (Postgres full-text search).

/**
 * The page's readable content in document order, whichever adapter read it (HTML from a direct
 * fetch, markdown from Firecrawl), so one set of analysis rules works on both.
 * `quote` is testimonial-like text: a blockquote, or text inside a testimonial/review element.
 */
export type PageBlock = ({ kind: 'heading'; level: number } | { kind: 'item' | 'paragraph' | 'quote' }) & {
  text: string;
} & BlockContext;

/**
 * Where a block sits, for readers that know the markup (HTML): the class/id words of its
 * sections, the repeated sibling ("card") it belongs to, a list item's leading bold name, a table
 * row's cells, and whether all of its text is link text.
 */
export interface BlockContext {
  hint?: string;
  card?: number;
  lead?: string;
  cells?: string[];
  link?: boolean;
}

/**
 * What a page says about itself in schema.org terms (JSON-LD and microdata), when it says
 * anything: the business's own words, so the reader trusts them over layout guesses.
 */
export interface StructuredData {
  /** schema.org types present, e.g. Dentist, CafeOrCoffeeShop. */
  types: string[];
  name: string;
  /** The page's og:site_name: the name the site gives itself when it shares a link. */
  siteName?: string;
  description: string;
  /** makesOffer / hasOfferCatalog / servesCuisine names: what the business sells. */
  offers: string[];
  /** knowsAbout, medicalSpecialty, slogan. */
  specialties: string[];
  /** audience.audienceType and similar. */
  audiences: string[];
  /** reviewBody texts. */
  reviews: string[];
}

/**
 * What the business's fact sheet reads (hours, phone, area served): the page's JSON-LD as parsed,
 * its visible lines header and footer included, and its tel: / mailto: links. HTML pages only.
 */
export interface PageFactSource {
  jsonLd: unknown[];
  lines: string[];
  contacts: Array<{ href: string; text: string }>;
}

export interface PageLink {
  url: string;
  text: string;
}

export interface ScrapedPage {
  url: string;
  finalUrl: string;
  title: string;
  /** Readable plain text of the page (blocks joined by lines). */
  text: string;
  /** Same-site links found on the page (navigation included), absolute, without fragments. */
  links: PageLink[];
  /** Meta description, when present. */
  description: string;
  blocks: PageBlock[];
  /** schema.org data found in the page (HTML pages only). */
  structured?: StructuredData;
  /** What the fact sheet reads of the page (HTML pages only). */
  factSource?: PageFactSource;
  /** Firecrawl's markdown as received (the admin web-enrichment test shows it). */
  markdown?: string;
}

export interface SearchResult {
  url: string;
  title: string;
  snippet: string;
  text?: string;
  /** The site the page belongs to (its origin, or the analysed site for captured pages). */
  siteUrl: string;
  /** Relevance, higher is better; comparable within one search. */
  rank: number;
}

export interface SearchOptions {
  /** Cancels the search (Lead Scout's Cancel, or its time budget). */
  signal?: AbortSignal;
}

export interface WebProvider {
  readonly mode: TProviderMode;
  readonly adapter: string;
  scrape(url: string): Promise<ScrapedPage>;
}

export interface ResearchProvider {
  readonly mode: TProviderMode;
  readonly adapter: string;
  search(query: string, limit: number, opts?: SearchOptions): Promise<SearchResult[]>;
}
