import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, tsvector } from './columns';

/** Cached website analyses, one per normalised URL (wizard step 3, lead enrichment). */
export const websiteAnalyses = pgTable(
  'website_analyses',
  {
    id: id(),
    normalizedUrl: text('normalized_url').notNull(),
    source: text('source').notNull(), // the web adapter that read the site: direct-fetch | firecrawl
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    pagesFetched: integer('pages_fetched').notNull().default(0),
    fetchedAt: ts('fetched_at').defaultNow().notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('website_analyses_url_uq').on(t.normalizedUrl)],
);

/**
 * Every page the app has read (wizard analysis, enrichment). The Lead Scout sandbox searches
 * these with Postgres full-text search, so research works offline on real captured text.
 */
export const capturedPages = pgTable(
  'captured_pages',
  {
    id: id(),
    url: text('url').notNull(),
    siteUrl: text('site_url').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull(),
    /** The page's headings (h1–h6) as they appear in `text`: where the agent's passages are cut. */
    headings: jsonb('headings').$type<Array<{ level: number; text: string }>>().notNull().default([]),
    // Who the page was read for: 'admin' (enrichment, tool pages) or 'visitor' (the anonymous
    // wizard). Lead Scout's offline research reads only admin pages: a visitor must not be able to
    // plant text in an admin's research by having the app read a site they wrote.
    fetchedFor: text('fetched_for').notNull().default('visitor'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(text, ''))`,
    ),
    fetchedAt: createdAt(),
  },
  (t) => [uniqueIndex('captured_pages_url_uq').on(t.url), index('captured_pages_search_idx').using('gin', t.search)],
);
