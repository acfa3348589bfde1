import type { TTrialStatus } from '@common/wizard/schemas';
import { and, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { calls, voiceAgentTrials } from '../../db/schema';

export type TrialRow = typeof voiceAgentTrials.$inferSelect;
export type NewTrial = typeof voiceAgentTrials.$inferInsert;

/** Statuses that mean a call was (or was about to be) placed: these use up the daily allowance. */
const LAUNCHED: TTrialStatus[] = ['launched', 'completed', 'failed'];

export async function insertTrial(db: DbOrTx, values: NewTrial): Promise<string> {
  const [row] = await db.insert(voiceAgentTrials).values(values).returning({ id: voiceAgentTrials.id });
  return row.id;
}

/** Trials for this number that were verified but never launched, newest first. */
export async function findUnlaunchedTrials(db: DbOrTx, phoneNumber: string, since: Date): Promise<TrialRow[]> {
  return db
    .select()
    .from(voiceAgentTrials)
    .where(
      and(
        eq(voiceAgentTrials.phoneNumber, phoneNumber),
        inArray(voiceAgentTrials.callStatus, ['initiated', 'verified']),
        isNull(voiceAgentTrials.callId),
        gte(voiceAgentTrials.createdAt, since),
      ),
    )
    .orderBy(desc(voiceAgentTrials.createdAt))
    .limit(20);
}

export async function countLaunchesSince(
  db: DbOrTx,
  by: { phoneNumber: string } | { ipAddress: string },
  since: Date,
): Promise<number> {
  const who =
    'phoneNumber' in by
      ? eq(voiceAgentTrials.phoneNumber, by.phoneNumber)
      : eq(voiceAgentTrials.ipAddress, by.ipAddress);
  const [row] = await db
    .select({ n: count() })
    .from(voiceAgentTrials)
    // Counted from the moment of launch (consent), not from when the number was verified.
    .where(
      and(
        who,
        inArray(voiceAgentTrials.callStatus, LAUNCHED),
        gte(sql`coalesce(${voiceAgentTrials.consentedAt}, ${voiceAgentTrials.createdAt})`, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Serialises launches for the same phone number and client address until the transaction ends,
 * so two simultaneous launches can't both pass the daily allowance check.
 */
export async function lockLaunchKeys(tx: DbOrTx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial:${key}`}))`);
}

export async function markTrialLaunched(
  db: DbOrTx,
  id: string,
  patch: Pick<
    NewTrial,
    | 'agentConfigId'
    | 'agentConfig'
    | 'phoneExtension'
    | 'userAgent'
    | 'ipAddress'
    | 'consentText'
    | 'consentedAt'
    | 'dialledPrompt'
    | 'verificationId'
  >,
): Promise<void> {
  await db
    .update(voiceAgentTrials)
    .set({ ...patch, callStatus: 'launched' })
    .where(eq(voiceAgentTrials.id, id));
}

export async function setTrialCall(db: DbOrTx, id: string, callId: string, blandCallId: string): Promise<void> {
  await db.update(voiceAgentTrials).set({ callId, blandCallId }).where(eq(voiceAgentTrials.id, id));
}

/** A launch that never got its call out, with the reason. A completed trial is left alone. */
export async function markTrialFailed(db: DbOrTx, id: string, note: string, now: Date): Promise<void> {
  await db
    .update(voiceAgentTrials)
    .set({
      callStatus: 'failed',
      completedAt: sql`coalesce(${voiceAgentTrials.completedAt}, ${now.toISOString()}::timestamptz)`,
      notes: note,
    })
    .where(and(eq(voiceAgentTrials.id, id), ne(voiceAgentTrials.callStatus, 'completed')));
}

export async function listTrialsWithCalls(db: DbOrTx, limit: number) {
  return db
    .select({
      trial: voiceAgentTrials,
      call: {
        id: calls.id,
        provider: calls.provider,
        durationSeconds: calls.durationSeconds,
        transcript: calls.transcript,
        summary: calls.summary,
        recordingUrl: calls.recordingUrl,
        answeredBy: calls.answeredBy,
        errorMessage: calls.errorMessage,
      },
    })
    .from(voiceAgentTrials)
    .leftJoin(calls, eq(calls.id, voiceAgentTrials.callId))
    .orderBy(desc(voiceAgentTrials.createdAt))
    .limit(limit);
}

/** The trial a finished call belongs to follows its outcome (a repeat keeps the first end time). */
export async function finishTrialRow(
  db: DbOrTx,
  trialId: string,
  callStatus: 'completed' | 'failed',
  now: Date,
): Promise<void> {
  await db
    .update(voiceAgentTrials)
    .set({ callStatus, completedAt: sql`coalesce(${voiceAgentTrials.completedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(voiceAgentTrials.id, trialId));
}
