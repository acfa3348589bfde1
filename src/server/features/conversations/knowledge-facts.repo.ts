import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TFactKind } from '@common/conversations/knowledge-facts';
import type { DbOrTx } from '../../db/tx';
import { knowledgeFacts } from '../../db/schema';

// The only file touching knowledge_facts. Every read and write names the facts' owner
// (`campaign:<id>` or `agent-config:<id>`), as the passages do.

export interface FactRowInput {
  kind: TFactKind;
  position: number;
  value: string;
  detail: Record<string, unknown> | null;
  sourceUrl: string | null;
  sourceText: string | null;
  sourceFrom: 'schema.org' | 'page text' | null;
}

export interface FactRow extends FactRowInput {
  origin: 'site' | 'owner';
  siteUrl: string | null;
  readAt: Date | null;
}

/** Every fact an owner holds, the site's and its own, in kind and position order. */
export async function listFacts(db: DbOrTx, owner: string): Promise<FactRow[]> {
  const rows = await db
    .select({
      kind: knowledgeFacts.kind,
      origin: knowledgeFacts.origin,
      position: knowledgeFacts.position,
      value: knowledgeFacts.value,
      detail: knowledgeFacts.detail,
      sourceUrl: knowledgeFacts.sourceUrl,
      sourceText: knowledgeFacts.sourceText,
      sourceFrom: knowledgeFacts.sourceFrom,
      siteUrl: knowledgeFacts.siteUrl,
      readAt: knowledgeFacts.readAt,
    })
    .from(knowledgeFacts)
    .where(eq(knowledgeFacts.owner, owner))
    .orderBy(asc(knowledgeFacts.kind), asc(knowledgeFacts.position));
  return rows as FactRow[];
}

/** When and from which site the owner's site facts were last read (null: none kept). */
export async function siteFactsRead(db: DbOrTx, owner: string): Promise<{ siteUrl: string; readAt: Date } | null> {
  const [row] = await db
    .select({ siteUrl: knowledgeFacts.siteUrl, readAt: knowledgeFacts.readAt })
    .from(knowledgeFacts)
    .where(and(eq(knowledgeFacts.owner, owner), eq(knowledgeFacts.origin, 'site')))
    .limit(1);
  return row?.siteUrl && row.readAt ? { siteUrl: row.siteUrl, readAt: row.readAt } : null;
}

/**
 * The site was read again (or another site is the owner's now): its facts replace every earlier
 * site fact of the owner in one transaction. The owner's own facts are not touched.
 */
export async function replaceSiteFacts(
  db: DbOrTx,
  owner: string,
  read: { siteUrl: string; readAt: Date } | null,
  rows: FactRowInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeFacts).where(and(eq(knowledgeFacts.owner, owner), eq(knowledgeFacts.origin, 'site')));
    if (!rows.length || !read) return;
    await tx
      .insert(knowledgeFacts)
      .values(rows.map((r) => ({ ...r, owner, origin: 'site', siteUrl: read.siteUrl, readAt: read.readAt })))
      // Two conversations starting at once read the same sheet: the later write is the same facts.
      .onConflictDoUpdate({
        target: [knowledgeFacts.owner, knowledgeFacts.origin, knowledgeFacts.kind, knowledgeFacts.position],
        set: {
          value: sql`excluded.value`,
          detail: sql`excluded.detail`,
          sourceUrl: sql`excluded.source_url`,
          sourceText: sql`excluded.source_text`,
          sourceFrom: sql`excluded.source_from`,
          siteUrl: sql`excluded.site_url`,
          readAt: sql`excluded.read_at`,
        },
      });
  });
}

/**
 * The owner's edit, in one transaction: each kind in `set` has exactly these owner values now
 * (an empty list is kept as one empty value: "there is none"); each kind in `reset` has none,
 * so the site's reading applies again.
 */
export async function writeOwnerFacts(
  db: DbOrTx,
  owner: string,
  set: Partial<Record<TFactKind, FactRowInput[]>>,
  reset: TFactKind[],
  editedBy: string | null,
): Promise<void> {
  const kinds = [...Object.keys(set), ...reset] as TFactKind[];
  if (!kinds.length) return;
  await db.transaction(async (tx) => {
    await tx
      .delete(knowledgeFacts)
      .where(
        and(eq(knowledgeFacts.owner, owner), eq(knowledgeFacts.origin, 'owner'), inArray(knowledgeFacts.kind, kinds)),
      );
    const rows = Object.values(set).flat();
    if (rows.length)
      await tx.insert(knowledgeFacts).values(rows.map((r) => ({ ...r, owner, origin: 'owner', editedBy })));
  });
}
