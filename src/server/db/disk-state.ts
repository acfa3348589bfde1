import path from 'node:path';
import type { Database } from './client';
import { assertRoomToAppend } from './disk-room';

// A full disk under the database: PostgreSQL and PGlite both answer SQLSTATE 53100
// ("could not extend file … No space left on device"), roll the statement back and carry on, so
// the app can tell the admin the cause and recover by itself once space is freed.

/** SQLSTATE disk_full, or a Node ENOSPC from the embedded database's file system. */
export function isDiskFull(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '53100' || e.code === 'ENOSPC') return true;
  }
  return false;
}

export const DISK_FULL_MESSAGE =
  "The database's disk is full, so nothing was saved. Free space on the disk that holds the database, then try again.";

// Per process: one app, one database.
let fullSince: number | null = null;
let lastProbe = 0;
const PROBE_EVERY_MS = 1000;

export function markDiskFull(): void {
  fullSince ??= Date.now();
}

/**
 * Whether the database can write. Costs nothing while no write has failed for lack of space;
 * after one has, probes at most once a second until space is back: the embedded database by
 * the room left on its disk (APPEND_ROOM_BYTES), PostgreSQL by a write that is rolled back
 * (its disk is on the server; a 53100 from a real write re-marks it).
 */
export async function databaseWritable(database: Database): Promise<boolean> {
  if (fullSince === null) return true;
  const now = Date.now();
  if (now - lastProbe < PROBE_EVERY_MS) return false;
  lastProbe = now;
  try {
    if (database.driver === 'pglite' && database.location !== 'memory' && !database.location.startsWith('memory')) {
      // The same room an import's next batch asks for (disk-room.ts).
      await assertRoomToAppend(path.resolve(database.location));
    } else {
      // One multi-statement call: on either driver it runs on one connection, start to rollback.
      await database.sql.exec(
        `begin; create temporary table write_probe as select repeat('x', 8192) as pad from generate_series(1, 64); rollback;`,
      );
    }
    fullSince = null;
    return true;
  } catch {
    return false;
  }
}
