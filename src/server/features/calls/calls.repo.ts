import { and, count, eq, gte, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { FINISHED_CALL_STATUSES, statesInto, type TCallStatus } from '@common/outreach/states';
import type { DbOrTx } from '../../db/tx';
import { calls } from '../../db/schema';

export type CallRow = typeof calls.$inferSelect;
export type NewCall = typeof calls.$inferInsert;

const FINISHED: TCallStatus[] = [...FINISHED_CALL_STATUSES];
const ACTIVE: TCallStatus[] = ['queued', 'in-progress'];

export async function insertCall(db: DbOrTx, values: NewCall): Promise<CallRow> {
  const [row] = await db.insert(calls).values(values).returning();
  return row;
}

export async function findCall(db: DbOrTx, id: string): Promise<CallRow | null> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id)).limit(1);
  return row ?? null;
}

export async function findCallByProviderId(
  db: DbOrTx,
  provider: string,
  providerCallId: string,
): Promise<CallRow | null> {
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.provider, provider), eq(calls.providerCallId, providerCallId)))
    .limit(1);
  return row ?? null;
}

export async function setProviderCallId(db: DbOrTx, id: string, providerCallId: string): Promise<void> {
  await db.update(calls).set({ providerCallId }).where(eq(calls.id, id));
}

export type CallOutcomePatch = Pick<
  NewCall,
  | 'status'
  | 'durationSeconds'
  | 'transcript'
  | 'transcripts'
  | 'summary'
  | 'recordingUrl'
  | 'answeredBy'
  | 'price'
  | 'errorMessage'
>;

/**
 * Writes what the provider reported. A finished call never changes state again (a late poll answer
 * must not undo what the webhook wrote); a repeated final report may refresh its fields. Its end
 * time is the provider's when it gives one, else `now`, and is written once. Returns false when
 * nothing was written.
 */
export async function updateCallOutcome(
  db: DbOrTx,
  id: string,
  patch: CallOutcomePatch,
  now: Date,
  endedAt: Date | null = null,
): Promise<boolean> {
  const finishing = patch.status !== undefined && FINISHED.includes(patch.status as TCallStatus);
  // Guarded by the call machine (CALL_TRANSITIONS): a status is written only from a state with an
  // edge into it (or the same one, a repeated report); without a status, only to an open call.
  const from = patch.status ? statesInto('call', patch.status as TCallStatus) : null;
  const rows = await db
    .update(calls)
    .set({
      ...patch,
      ...(finishing
        ? { completedAt: sql`coalesce(${calls.completedAt}, ${(endedAt ?? now).toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(calls.id, id), from ? inArray(calls.status, from) : notInArray(calls.status, FINISHED)))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/**
 * Calls that used provider capacity since `since`: every call except those refused before the
 * provider ever accepted them.
 */
export async function countPlacedCallsSince(
  db: DbOrTx,
  since: Date,
  filter: { purpose?: string; phoneNumber?: string } = {},
): Promise<number> {
  const placed = or(isNotNull(calls.providerCallId), ne(calls.status, 'failed'));
  const conds = [gte(calls.createdAt, since), placed];
  if (filter.purpose) conds.push(eq(calls.purpose, filter.purpose));
  if (filter.phoneNumber) conds.push(eq(calls.phoneNumber, filter.phoneNumber));
  const [row] = await db
    .select({ n: count() })
    .from(calls)
    .where(and(...conds));
  return Number(row?.n ?? 0);
}

/** Calls still queued or talking. Only recent ones count: older "active" rows are stale, not busy lines. */
export async function countActiveCalls(db: DbOrTx, since: Date, filter: { purpose?: string } = {}): Promise<number> {
  const conds = [inArray(calls.status, ACTIVE), gte(calls.createdAt, since)];
  if (filter.purpose) conds.push(eq(calls.purpose, filter.purpose));
  const [row] = await db
    .select({ n: count() })
    .from(calls)
    .where(and(...conds));
  return Number(row?.n ?? 0);
}

/**
 * Arbitrary but fixed key of the transaction-scoped advisory lock that serialises capacity
 * reservations: whoever holds it counts the calls and inserts theirs before anyone else counts,
 * across every process on the database. It is released at commit or rollback.
 */
const CAPACITY_LOCK_KEY = 0x43_61_6c_6c; // "Call"

export async function lockCallCapacity(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK_KEY})`);
}

export async function insertCalls(db: DbOrTx, values: NewCall[]): Promise<CallRow[]> {
  if (!values.length) return [];
  return db.insert(calls).values(values).returning();
}

export async function setEndReason(db: DbOrTx, id: string, endReason: string): Promise<void> {
  await db.update(calls).set({ endReason }).where(eq(calls.id, id));
}

/** A campaign's (or a dispatch run's) calls still queued or talking. */
export async function findOpenCampaignCalls(
  db: DbOrTx,
  filter: { campaignId?: string; runId?: string },
  limit = 500,
): Promise<CallRow[]> {
  const conds = [inArray(calls.status, ACTIVE), isNotNull(calls.leadId)];
  if (filter.campaignId) conds.push(eq(calls.campaignId, filter.campaignId));
  if (filter.runId) conds.push(eq(calls.dispatchRunId, filter.runId));
  return db
    .select()
    .from(calls)
    .where(and(...conds))
    .orderBy(calls.createdAt)
    .limit(limit);
}

export async function countCampaignCalls(
  db: DbOrTx,
  filter: { campaignId?: string; runId?: string },
): Promise<{ open: number; finished: number; total: number }> {
  const conds = [isNotNull(calls.leadId)];
  if (filter.campaignId) conds.push(eq(calls.campaignId, filter.campaignId));
  if (filter.runId) conds.push(eq(calls.dispatchRunId, filter.runId));
  const rows = await db
    .select({
      open: sql<number>`count(*) filter (where ${inArray(calls.status, ACTIVE)})`.mapWith(Number),
      total: count(),
    })
    .from(calls)
    .where(and(...conds));
  const r = rows[0] ?? { open: 0, total: 0 };
  return { open: r.open, finished: r.total - r.open, total: r.total };
}

/** Deletes reserved attempts that were never sent (no provider id, still queued); the ids deleted. */
export async function deleteUnsentCalls(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .delete(calls)
    .where(and(inArray(calls.id, ids), isNull(calls.providerCallId), eq(calls.status, 'queued')))
    .returning({ id: calls.id });
  return rows.map((r) => r.id);
}

/** Deletes a campaign's finished test attempts (a test run's calls); how many. */
export async function deleteTestAttempts(db: DbOrTx, campaignId: string): Promise<number> {
  const rows = await db
    .delete(calls)
    .where(and(eq(calls.campaignId, campaignId), eq(calls.purpose, 'campaign-test'), inArray(calls.status, FINISHED)))
    .returning({ id: calls.id });
  return rows.length;
}

/**
 * The words of a finished call, as its conversation recorded them (a Sandbox call's engine-run
 * conversation): only a finished call's transcript is replaced, never its state.
 */
export async function setFinishedCallWords(
  db: DbOrTx,
  id: string,
  words: Pick<NewCall, 'transcript' | 'transcripts' | 'summary' | 'durationSeconds'>,
): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set(words)
    .where(and(eq(calls.id, id), inArray(calls.status, FINISHED)))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/** An inbound call's row, once per provider call id: null when that call is already recorded. */
export async function insertInboundCall(db: DbOrTx, values: NewCall): Promise<CallRow | null> {
  const [row] = await db
    .insert(calls)
    .values({ ...values, direction: 'inbound' })
    .onConflictDoNothing({ target: [calls.provider, calls.providerCallId] })
    .returning();
  return row ?? null;
}

/** An inbound caller who left their details became a lead: their call is theirs. */
export async function setCallLead(db: DbOrTx, id: string, leadId: string): Promise<void> {
  await db
    .update(calls)
    .set({ leadId })
    .where(and(eq(calls.id, id), isNull(calls.leadId)));
}
