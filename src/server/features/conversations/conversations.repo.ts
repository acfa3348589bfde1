import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { conversations, conversationToolCalls, conversationTurns } from '../../db/schema';

// The only file touching the conversation tables.

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversation = typeof conversations.$inferInsert;
export type TurnRow = typeof conversationTurns.$inferSelect;
export type ToolCallRow = typeof conversationToolCalls.$inferSelect;

export async function insertConversation(db: DbOrTx, values: NewConversation): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(values).returning();
  return row;
}

export async function findConversation(db: DbOrTx, id: string, lock = false): Promise<ConversationRow | null> {
  const q = db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Chats this visitor started since `since` (the per-visitor daily cap; networks are counted in limits). */
export async function countVisitorChatsSince(db: DbOrTx, since: Date, visitorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(eq(conversations.mode, 'chat'), gte(conversations.createdAt, since), eq(conversations.visitorId, visitorId)),
    );
  return Number(row?.n ?? 0);
}

export async function listTurns(db: DbOrTx, conversationId: string): Promise<TurnRow[]> {
  return db
    .select()
    .from(conversationTurns)
    .where(eq(conversationTurns.conversationId, conversationId))
    .orderBy(asc(conversationTurns.seq));
}

export async function listToolCalls(db: DbOrTx, conversationId: string): Promise<ToolCallRow[]> {
  return db
    .select()
    .from(conversationToolCalls)
    .where(eq(conversationToolCalls.conversationId, conversationId))
    .orderBy(asc(conversationToolCalls.turnSeq), asc(conversationToolCalls.createdAt));
}

export async function insertTurns(
  db: DbOrTx,
  rows: Array<{ conversationId: string; seq: number; role: 'agent' | 'visitor'; text: string; latencyMs?: number }>,
): Promise<void> {
  if (rows.length) await db.insert(conversationTurns).values(rows);
}

export async function insertToolCalls(
  db: DbOrTx,
  rows: Array<{
    conversationId: string;
    turnSeq: number;
    name: string;
    input: Record<string, unknown>;
    result: Record<string, unknown>;
    test: boolean;
  }>,
): Promise<void> {
  if (rows.length) await db.insert(conversationToolCalls).values(rows);
}

/**
 * Counts one more visitor message in one statement, so two at once cannot both pass the limit;
 * answers its number (1, 2, …) or null when the conversation is full or has ended.
 */
export async function reserveVisitorMessage(db: DbOrTx, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(conversations)
    .set({ visitorMessages: sql`${conversations.visitorMessages} + 1` })
    .where(and(eq(conversations.id, id), lt(conversations.visitorMessages, max), isNull(conversations.endedAt)))
    .returning({ n: conversations.visitorMessages });
  return row?.n ?? null;
}

export async function endConversation(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ endedAt: now })
    .where(and(eq(conversations.id, id), isNull(conversations.endedAt)));
}

/** A call's conversation, once: a second start for the same call (a redelivered job) answers null. */
export async function insertCallConversation(db: DbOrTx, values: NewConversation): Promise<ConversationRow | null> {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The tool calls of these calls' conversations, in order, each with its call's id. */
export async function listToolCallsOfCalls(
  db: DbOrTx,
  callIds: string[],
): Promise<Array<{ callId: string; call: ToolCallRow }>> {
  if (!callIds.length) return [];
  const rows = await db
    .select({ callId: conversations.callId, call: conversationToolCalls })
    .from(conversationToolCalls)
    .innerJoin(conversations, eq(conversations.id, conversationToolCalls.conversationId))
    .where(inArray(conversations.callId, callIds))
    .orderBy(asc(conversationToolCalls.turnSeq), asc(conversationToolCalls.createdAt));
  return rows.map((r) => ({ callId: r.callId!, call: r.call }));
}

export async function findCallConversation(db: DbOrTx, callId: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.callId, callId)).limit(1);
  return row ?? null;
}

/**
 * A new conversation like `source` (same agent, prompt, lead, mode, engine) holding copies of its
 * turns and tool calls before `beforeSeq`, in one transaction: the replay of a test chat. The
 * source is only read. The copy starts with the visitor messages it carries counted.
 */
export async function copyConversationBefore(
  db: Db,
  source: ConversationRow,
  beforeSeq: number,
  visitorMessages: number,
): Promise<ConversationRow> {
  return db.transaction(async (tx) => {
    const { id: _id, createdAt: _at, endedAt: _end, callId: _call, ...same } = source;
    const [copy] = await tx
      .insert(conversations)
      .values({ ...same, visitorMessages, voiceSessions: 0 })
      .returning();
    const turns = await tx
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.conversationId, source.id), lt(conversationTurns.seq, beforeSeq)));
    if (turns.length)
      await tx.insert(conversationTurns).values(
        turns.map((t) => ({
          conversationId: copy.id,
          seq: t.seq,
          role: t.role,
          text: t.text,
          latencyMs: t.latencyMs,
        })),
      );
    const calls = await tx
      .select()
      .from(conversationToolCalls)
      .where(and(eq(conversationToolCalls.conversationId, source.id), lt(conversationToolCalls.turnSeq, beforeSeq)))
      .orderBy(asc(conversationToolCalls.turnSeq), asc(conversationToolCalls.createdAt));
    if (calls.length)
      await tx.insert(conversationToolCalls).values(
        calls.map((c) => ({
          conversationId: copy.id,
          turnSeq: c.turnSeq,
          name: c.name,
          input: c.input,
          result: c.result,
          test: c.test,
          // Kept, so the copies list in the order the agent ran them.
          createdAt: c.createdAt,
        })),
      );
    return copy;
  });
}

/**
 * One line of a voice conversation at its turn number. Visitor lines get a fresh number; the
 * agent's reply to it shares 2n, so when the agent speaks twice before the caller answers, the
 * second line joins the first (the text chat's numbering stays whole for later typed turns).
 */
/** Adds a line to a turn, keeping at most `maxText` characters of it (the later lines are dropped). */
export async function appendTurnText(
  db: DbOrTx,
  row: { conversationId: string; seq: number; role: 'agent' | 'visitor'; text: string },
  maxText: number,
): Promise<void> {
  await db
    .insert(conversationTurns)
    .values({ ...row, text: row.text.slice(0, maxText) })
    .onConflictDoUpdate({
      target: [conversationTurns.conversationId, conversationTurns.seq],
      set: { text: sql`left(${conversationTurns.text} || ' ' || excluded.text, ${maxText}::int)` },
    });
}

/** Counts one more voice session in one statement (so concurrent requests cannot pass the cap); false when full. */
export async function reserveVoiceSession(db: DbOrTx, id: string, max: number): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ voiceSessions: sql`${conversations.voiceSessions} + 1` })
    .where(and(eq(conversations.id, id), lt(conversations.voiceSessions, max), isNull(conversations.endedAt)))
    .returning({ n: conversations.voiceSessions });
  return rows.length > 0;
}

/** The caller of an inbound conversation became a lead. */
export async function setConversationLead(db: DbOrTx, id: string, leadId: string): Promise<void> {
  await db.update(conversations).set({ leadId }).where(eq(conversations.id, id));
}
