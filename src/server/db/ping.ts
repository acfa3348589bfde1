import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** One round trip to the database; throws when it is unreachable. Used by health and diagnostics. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
