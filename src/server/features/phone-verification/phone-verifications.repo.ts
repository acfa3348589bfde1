import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { phoneVerifications } from '../../db/schema';

// The only code touching phone_verifications (owned by the phone-verification feature).

export type VerificationRow = typeof phoneVerifications.$inferSelect;
export type NewVerification = typeof phoneVerifications.$inferInsert;

export async function insertVerification(db: DbOrTx, values: NewVerification): Promise<VerificationRow> {
  const [row] = await db.insert(phoneVerifications).values(values).returning();
  return row;
}

export async function findVerification(db: DbOrTx, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)).limit(1);
  return row ?? null;
}

/** Codes sent (rows created) to this number, or from this address, since `since`. */
export async function countSendsSince(
  db: DbOrTx,
  by: { phoneNumber: string } | { ipAddress: string },
  since: Date,
): Promise<number> {
  const who =
    'phoneNumber' in by
      ? eq(phoneVerifications.phoneNumber, by.phoneNumber)
      : eq(phoneVerifications.ipAddress, by.ipAddress);
  const [row] = await db
    .select({ n: count() })
    .from(phoneVerifications)
    .where(and(who, gte(phoneVerifications.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Codes sent to anyone since `since` (the site's daily budget of texts). */
export async function countAllSendsSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(phoneVerifications)
    .where(gte(phoneVerifications.createdAt, since));
  return Number(row?.n ?? 0);
}

/** When the oldest code sent to this number since `since` was sent (its hour ends an hour later). */
export async function oldestSendSince(db: DbOrTx, phoneNumber: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phoneNumber, phoneNumber), gte(phoneVerifications.createdAt, since)))
    .orderBy(phoneVerifications.createdAt)
    .limit(1);
  return row?.at ?? null;
}

/** Serialises code sends for one number and one address, so the daily caps can't be raced past. */
export async function lockSendKeys(tx: DbOrTx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${key}`}))`);
}

/**
 * Takes one try, atomically: only a pending, unexpired row with tries left is counted, so
 * parallel guesses can never exceed `maxTries`. Null when no try is left (the row is unchanged).
 */
export async function takeAttempt(
  db: DbOrTx,
  id: string,
  visitorId: string,
  now: Date,
  maxTries: number,
): Promise<VerificationRow | null> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, id),
        eq(phoneVerifications.visitorId, visitorId),
        eq(phoneVerifications.status, 'pending'),
        gt(phoneVerifications.expiresAt, now),
        lt(phoneVerifications.attempts, maxTries),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setVerificationStatus(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'expired',
  verifiedAt: Date | null,
): Promise<VerificationRow> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ status, verifiedAt })
    .where(eq(phoneVerifications.id, id))
    .returning();
  return row;
}

/** The newest approval of this number for this visitor since `since`, if any. */
export async function findApproval(
  db: DbOrTx,
  visitorId: string,
  phoneNumber: string,
  since: Date,
): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.visitorId, visitorId),
        eq(phoneVerifications.phoneNumber, phoneNumber),
        eq(phoneVerifications.status, 'approved'),
        gte(phoneVerifications.verifiedAt, since),
      ),
    )
    .orderBy(desc(phoneVerifications.verifiedAt))
    .limit(1);
  return row ?? null;
}

/** Records which configuration an approved number was launched with (the first launch decides). */
export async function bindAgentConfig(db: DbOrTx, id: string, agentConfigId: string): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ agentConfigId: sql`coalesce(${phoneVerifications.agentConfigId}, ${agentConfigId}::uuid)` })
    .where(eq(phoneVerifications.id, id));
}
