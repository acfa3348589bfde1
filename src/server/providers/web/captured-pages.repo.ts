import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { capturedPages } from '../../db/schema';

export interface CapturedHit {
  url: string;
  siteUrl: string;
  title: string;
  text: string;
  rank: number;
}

/**
 * Full-text search over every page the app has read. websearch_to_tsquery accepts what people
 * type (quotes, OR, -word) without syntax errors. Snippets are cut by the caller from the text:
 * ts_headline re-parses every returned page and was the largest cost of a search.
 */
export async function searchCapturedPages(db: DbOrTx, query: string, limit: number): Promise<CapturedHit[]> {
  const q = sql`websearch_to_tsquery('english', ${query})`;
  const rank = sql<number>`ts_rank(${capturedPages.search}, ${q})`;
  const rows = await db
    .select({
      url: capturedPages.url,
      siteUrl: capturedPages.siteUrl,
      title: capturedPages.title,
      text: capturedPages.text,
      rank,
    })
    .from(capturedPages)
    // Only pages read for admin work: never text an anonymous wizard visitor had the app read.
    .where(sql`${capturedPages.search} @@ ${q} and ${capturedPages.fetchedFor} = 'admin'`)
    .orderBy(desc(rank), capturedPages.url)
    .limit(limit);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}
