import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { bulkWriteOpen, PING_PATIENCE_MS, recentlyProgressed } from './busy';

/**
 * One round trip to the database; throws when it is unreachable. Used by health and diagnostics.
 * When the one embedded connection is held by an import that is landing batches, the ping stops
 * waiting after PING_PATIENCE_MS and reports the database busy instead (see busy.ts).
 */
export async function pingDatabase(db: Db): Promise<{ busy: boolean }> {
  // An import holding the connection and landing batches is the proof of life itself: a ping
  // could only queue behind it, and waiting out the patience made every health answer during an
  // embedded import take 150 ms and more (bench/import-stall.bench.ts).
  if (bulkWriteOpen() && recentlyProgressed()) return { busy: true };
  const ping = db.execute(sql`select 1`).then(() => ({ busy: false }));
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<{ busy: boolean } | null>((resolve) => {
    timer = setTimeout(() => resolve(null), PING_PATIENCE_MS);
  });
  try {
    const first = await Promise.race([ping, patience]);
    if (first) return first;
    if (recentlyProgressed()) {
      ping.catch(() => {}); // answered later or not: this health answer no longer waits for it
      return { busy: true };
    }
    return await ping;
  } finally {
    clearTimeout(timer);
  }
}
