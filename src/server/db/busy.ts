// The embedded database has one connection: while an import's transaction holds it, a health
// ping waits behind the whole import. The import reports each batch it lands; a ping that isn't
// answered within PING_PATIENCE_MS counts the database as up if a batch landed within the last
// second, i.e. it is busy writing, provably alive (health answers within 250 ms).

let lastProgressAt = 0;

export function noteDatabaseProgress(): void {
  lastProgressAt = Date.now();
}

export const PING_PATIENCE_MS = 150;

// While an import's transaction is open it may land its next batch seconds later: a 2,000-lead
// COPY into the trigram-indexed table took 2.4 s at load 12–29 (bench/import-stall.bench.ts), and a
// one-second window made health wait behind the whole import (answers after 98 s median).
export const BULK_BATCH_PATIENCE_MS = 30_000;
let openBulkWrites = 0;

/** An import's transaction opened; call the returned function when it has ended, either way. */
export function bulkWriteStarted(): () => void {
  openBulkWrites++;
  noteDatabaseProgress();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    openBulkWrites--;
  };
}

/** An import's transaction is open (it holds the embedded database's one connection). */
export const bulkWriteOpen = (): boolean => openBulkWrites > 0;

/** A batch landed within `withinMs`, or within BULK_BATCH_PATIENCE_MS while an import is writing. */
export function recentlyProgressed(withinMs = 1000): boolean {
  return Date.now() - lastProgressAt < (openBulkWrites > 0 ? Math.max(withinMs, BULK_BATCH_PATIENCE_MS) : withinMs);
}
