import { and, count, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { knowledgePassages } from '../../db/schema';

// The only file touching knowledge_passages. Every read and write names the passages' owner
// (`campaign:<id>` or `agent-config:<id>`): one owner's passages never answer another's question.

export interface PassageInput {
  owner: string;
  siteUrl: string;
  pageUrl: string;
  title: string;
  heading: string;
  position: number;
  text: string;
}

export interface PassageHit {
  pageUrl: string;
  title: string;
  heading: string;
  text: string;
  rank: number;
}

/** How many passages an owner holds. */
export async function countPassages(db: DbOrTx, owner: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(knowledgePassages).where(eq(knowledgePassages.owner, owner));
  return Number(row?.n ?? 0);
}

/** The sites an owner's passages came from (one, unless its website changed). */
export async function ownerSites(db: DbOrTx, owner: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ site: knowledgePassages.siteUrl })
    .from(knowledgePassages)
    .where(eq(knowledgePassages.owner, owner))
    .orderBy(knowledgePassages.siteUrl);
  return rows.map((r) => r.site);
}

/**
 * An owner's passages kept for each page, in order, below `belowPosition`: what each page's text
 * was split into. `total` counts every passage of the owner; `sites` what they came from.
 */
export async function pagePassages(
  db: DbOrTx,
  owner: string,
  belowPosition: number,
): Promise<{ byPage: Map<string, Array<{ heading: string; text: string }>>; total: number; sites: Set<string> }> {
  const rows = await db
    .select({
      siteUrl: knowledgePassages.siteUrl,
      pageUrl: knowledgePassages.pageUrl,
      position: knowledgePassages.position,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
    })
    .from(knowledgePassages)
    .where(eq(knowledgePassages.owner, owner))
    .orderBy(knowledgePassages.pageUrl, knowledgePassages.position);
  const byPage = new Map<string, Array<{ heading: string; text: string }>>();
  const sites = new Set(rows.map((r) => r.siteUrl));
  for (const r of rows) {
    if (r.position >= belowPosition) continue;
    const chunk = { heading: r.heading, text: r.text };
    const chunks = byPage.get(r.pageUrl);
    if (chunks) chunks.push(chunk);
    else byPage.set(r.pageUrl, [chunk]);
  }
  return { byPage, total: rows.length, sites };
}

/**
 * Pages read again: their passages below `belowPosition` are replaced by `rows` in one
 * transaction, so a question never meets a page half split. `pageUrls` null: every passage of the
 * owner goes (its site was read anew, or it is another site now).
 */
export async function replacePagePassages(
  db: DbOrTx,
  owner: string,
  pageUrls: string[] | null,
  belowPosition: number,
  rows: PassageInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!pageUrls) await tx.delete(knowledgePassages).where(eq(knowledgePassages.owner, owner));
    else if (pageUrls.length)
      await tx
        .delete(knowledgePassages)
        .where(
          and(
            eq(knowledgePassages.owner, owner),
            inArray(knowledgePassages.pageUrl, pageUrls),
            lt(knowledgePassages.position, belowPosition),
          ),
        );
    await insertPassages(tx, rows);
  });
}

/** A page of an owner's passages, in page order; `search` keeps those containing it. */
export async function listPassages(
  db: DbOrTx,
  owner: string,
  search: string,
  offset: number,
  limit: number,
): Promise<{ rows: Array<{ pageUrl: string; title: string; text: string }>; total: number }> {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(knowledgePassages.owner, owner),
    search ? or(ilike(knowledgePassages.text, like), ilike(knowledgePassages.title, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ pageUrl: knowledgePassages.pageUrl, title: knowledgePassages.title, text: knowledgePassages.text })
      .from(knowledgePassages)
      .where(where)
      .orderBy(knowledgePassages.siteUrl, knowledgePassages.pageUrl, knowledgePassages.position)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(knowledgePassages).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** Bulk insert through unnest (one statement whatever the count); a passage already kept stays. */
export async function insertPassages(db: DbOrTx, rows: PassageInput[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into knowledge_passages (owner, site_url, page_url, title, heading, position, text)
    select * from unnest(
      ${`{${rows.map((r) => pgText(r.owner)).join(',')}}`}::text[],
      ${`{${rows.map((r) => pgText(r.siteUrl)).join(',')}}`}::text[],
      ${`{${rows.map((r) => pgText(r.pageUrl)).join(',')}}`}::text[],
      ${`{${rows.map((r) => pgText(r.title)).join(',')}}`}::text[],
      ${`{${rows.map((r) => pgText(r.heading)).join(',')}}`}::text[],
      ${`{${rows.map((r) => r.position).join(',')}}`}::int[],
      ${`{${rows.map((r) => pgText(r.text)).join(',')}}`}::text[]
    )
    on conflict (owner, page_url, position) do nothing`);
}

/** An element of a Postgres array literal: quoted, with quotes and backslashes escaped. */
const pgText = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * One owner's passages ranked by PostgreSQL's cover density (`ts_rank_cd`) for any of the terms
 * (callers ask in whole sentences, so requiring all would find nothing), over the weighted vector
 * (heading A, page title B, text D), divided by 1 + log(length) so a long page does not win by
 * size. A passage holding the question's words as a phrase ranks first. Only the owner's rows are
 * read: the (owner, page, position) index finds them, and the vector is stored, so the cost is the
 * owner's passages, not the table's.
 */
export async function rankPassages(
  db: DbOrTx,
  owner: string,
  terms: { any: string[]; phrase: string },
  limit: number,
): Promise<PassageHit[]> {
  if (!terms.any.length) return [];
  const query = sql`to_tsquery('english', ${terms.any.join(' | ')})`;
  const phrase = terms.phrase
    ? sql`(case when ${knowledgePassages.search} @@ phraseto_tsquery('english', ${terms.phrase}) then 1 else 0 end)`
    : sql`0`;
  const rows = await db
    .select({
      pageUrl: knowledgePassages.pageUrl,
      title: knowledgePassages.title,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
      rank: sql<number>`${phrase} + ts_rank_cd(${knowledgePassages.search}, ${query}, 1)`,
    })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.owner, owner), sql`${knowledgePassages.search} @@ ${query}`))
    .orderBy(sql`5 desc`, knowledgePassages.pageUrl, knowledgePassages.position)
    .limit(limit);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}
