import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { apiKeys } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: DbOrTx,
  row: Pick<ApiKeyRow, 'name' | 'scopes' | 'prefix' | 'keyHash' | 'createdBy'>,
): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created;
}

export function listActiveApiKeys(db: DbOrTx): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(isNull(apiKeys.revokedAt)).orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKeyRow(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key with this hash (revoked keys are never found). */
export async function findActiveApiKey(db: DbOrTx, keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchApiKey(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

/** The live keys a member made (to end them when the member goes or is demoted). */
export function listActiveApiKeysBy(db: DbOrTx, createdBy: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.createdBy, createdBy), isNull(apiKeys.revokedAt)));
}
