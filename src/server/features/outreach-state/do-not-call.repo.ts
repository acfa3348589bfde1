import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { doNotCall } from '../../db/schema';

export async function listDoNotCall(db: DbOrTx, limit: number) {
  const items = await db.select().from(doNotCall).orderBy(desc(doNotCall.createdAt), doNotCall.phoneE164).limit(limit);
  const [row] = await db.select({ n: count() }).from(doNotCall);
  return { items, total: Number(row?.n ?? 0) };
}

export async function insertDoNotCall(db: DbOrTx, phones: string[], source: string, note = ''): Promise<number> {
  let added = 0;
  // Chunks stay far below Postgres' parameter limit.
  for (let i = 0; i < phones.length; i += 1000) {
    const rows = await db
      .insert(doNotCall)
      .values(phones.slice(i, i + 1000).map((phoneE164) => ({ phoneE164, source, note })))
      .onConflictDoNothing()
      .returning({ p: doNotCall.phoneE164 });
    added += rows.length;
  }
  return added;
}

export async function deleteDoNotCall(db: DbOrTx, phone: string): Promise<boolean> {
  const rows = await db.delete(doNotCall).where(eq(doNotCall.phoneE164, phone)).returning({ p: doNotCall.phoneE164 });
  return rows.length > 0;
}
