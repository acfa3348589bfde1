import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { knowledgeEntries, knowledgeGaps } from '../../db/schema';

// The only file touching knowledge_entries and knowledge_gaps.

export type KnowledgeGapRow = typeof knowledgeGaps.$inferSelect;

const entryColumns = {
  id: knowledgeEntries.id,
  campaignId: knowledgeEntries.campaignId,
  question: knowledgeEntries.question,
  answer: knowledgeEntries.answer,
  createdAt: knowledgeEntries.createdAt,
  updatedAt: knowledgeEntries.updatedAt,
};

export async function listEntries(db: DbOrTx, campaignId: string) {
  return db
    .select(entryColumns)
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.campaignId, campaignId))
    .orderBy(desc(knowledgeEntries.createdAt));
}

export async function insertEntry(db: DbOrTx, values: { campaignId: string; question: string; answer: string }) {
  const [row] = await db.insert(knowledgeEntries).values(values).returning(entryColumns);
  return row;
}

/** The entry, changed, or null when the campaign has no such entry. */
export async function updateEntry(
  db: DbOrTx,
  campaignId: string,
  id: string,
  values: { question: string; answer: string },
) {
  const [row] = await db
    .update(knowledgeEntries)
    .set(values)
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.campaignId, campaignId)))
    .returning(entryColumns);
  return row ?? null;
}

export async function deleteEntry(db: DbOrTx, campaignId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(knowledgeEntries)
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.campaignId, campaignId)))
    .returning({ id: knowledgeEntries.id });
  return rows.length > 0;
}

/**
 * The campaign's entries sharing a word with the question, each with its question's lexemes and
 * the asked question's (stemmed by Postgres), so the caller can tell how much of an entry was asked.
 */
export async function searchEntries(db: DbOrTx, campaignId: string, words: string[]) {
  const query = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' | ')})`;
  const rows = await db
    .select({
      question: knowledgeEntries.question,
      answer: knowledgeEntries.answer,
      lexemes: sql<string[]>`tsvector_to_array(${knowledgeEntries.search})`,
      asked: sql<string[]>`tsvector_to_array(to_tsvector('english', ${words.join(' ')}))`,
    })
    .from(knowledgeEntries)
    .where(and(eq(knowledgeEntries.campaignId, campaignId), sql`${knowledgeEntries.search} @@ ${query}`))
    .orderBy(sql`ts_rank(${knowledgeEntries.search}, ${query}) desc`)
    .limit(10);
  return rows;
}

/** One more asking of a question: a new gap, or the same wording's count and time moved on. */
export async function upsertGap(
  db: DbOrTx,
  values: { campaignId: string; question: string; normalized: string; conversationId: string; at: Date },
): Promise<void> {
  await db
    .insert(knowledgeGaps)
    .values({ ...values, lastAskedAt: values.at })
    .onConflictDoUpdate({
      target: [knowledgeGaps.campaignId, knowledgeGaps.normalized],
      set: {
        count: sql`${knowledgeGaps.count} + 1`,
        lastAskedAt: values.at,
        question: values.question,
        conversationId: values.conversationId,
      },
    });
}

export async function listGaps(db: DbOrTx, campaignId: string, limit: number): Promise<KnowledgeGapRow[]> {
  return db
    .select()
    .from(knowledgeGaps)
    .where(eq(knowledgeGaps.campaignId, campaignId))
    .orderBy(desc(knowledgeGaps.count), desc(knowledgeGaps.lastAskedAt))
    .limit(limit);
}

/** Removes a gap and answers it (null when the campaign has no such gap). */
export async function deleteGap(db: DbOrTx, campaignId: string, id: string): Promise<KnowledgeGapRow | null> {
  const [row] = await db
    .delete(knowledgeGaps)
    .where(and(eq(knowledgeGaps.id, id), eq(knowledgeGaps.campaignId, campaignId)))
    .returning();
  return row ?? null;
}
