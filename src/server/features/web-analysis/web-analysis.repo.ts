import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { capturedPages, websiteAnalyses } from '../../db/schema';

export interface CapturedPageInput {
  url: string;
  siteUrl: string;
  title: string;
  text: string;
  /** Pages read before headings were kept have none: their passages are then not cut by heading. */
  headings?: Array<{ level: number; text: string }>;
}

export interface StoredAnalysis {
  source: string;
  data: Record<string, unknown>;
  pagesFetched: number;
  fetchedAt: Date | null;
}

export async function findFreshAnalysis(db: DbOrTx, key: string, now: Date): Promise<StoredAnalysis | null> {
  const [row] = await db
    .select({
      source: websiteAnalyses.source,
      data: websiteAnalyses.data,
      pagesFetched: websiteAnalyses.pagesFetched,
      fetchedAt: websiteAnalyses.fetchedAt,
    })
    .from(websiteAnalyses)
    .where(and(eq(websiteAnalyses.normalizedUrl, key), gt(websiteAnalyses.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The analysis kept for an address, fresh or not. */
export async function findAnalysis(db: DbOrTx, key: string): Promise<StoredAnalysis | null> {
  const [row] = await db
    .select({
      source: websiteAnalyses.source,
      data: websiteAnalyses.data,
      pagesFetched: websiteAnalyses.pagesFetched,
      fetchedAt: websiteAnalyses.fetchedAt,
    })
    .from(websiteAnalyses)
    .where(eq(websiteAnalyses.normalizedUrl, key))
    .limit(1);
  return row ?? null;
}

/** Only the fact sheet kept with an address's analysis (the analysis itself can be large), and when it was read. */
export async function findAnalysisFactSheet(
  db: DbOrTx,
  key: string,
): Promise<{ factSheet: unknown; fetchedAt: Date | null } | null> {
  const [row] = await db
    .select({ factSheet: sql<unknown>`${websiteAnalyses.data} -> 'factSheet'`, fetchedAt: websiteAnalyses.fetchedAt })
    .from(websiteAnalyses)
    .where(eq(websiteAnalyses.normalizedUrl, key))
    .limit(1);
  return row ?? null;
}

/** The stored analysis of an address however old: what the server once read there. */
export async function findAnalysisData(db: DbOrTx, key: string): Promise<Record<string, unknown> | null> {
  return (await findAnalysis(db, key))?.data ?? null;
}

export async function saveAnalysis(
  db: DbOrTx,
  a: {
    key: string;
    source: string;
    data: Record<string, unknown>;
    pagesFetched: number;
    fetchedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const values = {
    normalizedUrl: a.key,
    source: a.source,
    data: a.data,
    pagesFetched: a.pagesFetched,
    fetchedAt: a.fetchedAt,
    expiresAt: a.expiresAt,
  };
  await db
    .insert(websiteAnalyses)
    .values(values)
    .onConflictDoUpdate({
      target: websiteAnalyses.normalizedUrl,
      set: {
        source: a.source,
        data: a.data,
        pagesFetched: a.pagesFetched,
        fetchedAt: a.fetchedAt,
        expiresAt: a.expiresAt,
      },
    });
}

export type FetchedFor = 'admin' | 'visitor';

/**
 * One row per URL: reading a page again replaces its text (the search vector follows), and the
 * row then says who it was read for. A visitor's read never replaces a page read for an admin:
 * the admin's research keeps the text the admin's own work fetched.
 */
export async function upsertCapturedPages(
  db: DbOrTx,
  pages: CapturedPageInput[],
  now: Date,
  fetchedFor: FetchedFor,
): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insert(capturedPages)
    .values(pages.map((p) => ({ ...p, headings: p.headings ?? [], fetchedAt: now, fetchedFor })))
    .onConflictDoUpdate({
      target: capturedPages.url,
      set: {
        siteUrl: sql`excluded.site_url`,
        title: sql`excluded.title`,
        text: sql`excluded.text`,
        headings: sql`excluded.headings`,
        fetchedAt: sql`excluded.created_at`,
        fetchedFor: sql`excluded.fetched_for`,
      },
      setWhere: sql`not (${capturedPages.fetchedFor} = 'admin' and excluded.fetched_for = 'visitor')`,
    });
}

/**
 * The pages kept under any of a site's address prefixes (each origin variant joined to its path
 * prefix ending in `/`); the prefix without its slash is the site's own first page.
 */
export async function findSitePages(
  db: DbOrTx,
  prefixes: string[],
  limit: number,
): Promise<Array<{ url: string; title: string; text: string; headings: Array<{ level: number; text: string }> }>> {
  if (!prefixes.length) return [];
  const under = prefixes.flatMap((p) => [
    like(capturedPages.url, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    eq(capturedPages.url, p.slice(0, -1)),
  ]);
  return db
    .select({
      url: capturedPages.url,
      title: capturedPages.title,
      text: capturedPages.text,
      headings: capturedPages.headings,
    })
    .from(capturedPages)
    .where(or(...under))
    .orderBy(capturedPages.url)
    .limit(limit);
}
