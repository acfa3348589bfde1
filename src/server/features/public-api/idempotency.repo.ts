import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { apiIdempotency } from '../../db/schema';

export type IdempotencyRow = typeof apiIdempotency.$inferSelect;

/**
 * Takes the (key, Idempotency-Key) pair for this transaction. On PostgreSQL a concurrent request
 * with the same pair waits here until this transaction ends, then finds the row: false.
 */
export async function claimIdempotency(
  db: DbOrTx,
  apiKeyId: string,
  idempotencyKey: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(apiIdempotency)
    .values({ apiKeyId, idempotencyKey, requestHash })
    .onConflictDoNothing()
    .returning({ key: apiIdempotency.idempotencyKey });
  return rows.length > 0;
}

export async function findIdempotency(
  db: DbOrTx,
  apiKeyId: string,
  idempotencyKey: string,
): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

export async function storeIdempotentResponse(
  db: DbOrTx,
  apiKeyId: string,
  idempotencyKey: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db
    .update(apiIdempotency)
    .set({ status, response })
    .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
}

/** Forgets answers older than `before` (a retry after that is a new request). */
export async function deleteIdempotencyBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(apiIdempotency).where(lt(apiIdempotency.createdAt, before));
}
