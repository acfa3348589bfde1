// The embedded database has one connection: while an import's transaction holds it, a health
// ping waits behind the whole import. The import reports each batch it lands; a ping that isn't
// answered within PING_PATIENCE_MS counts the database as up if a batch landed within the last
// second, i.e. it is busy writing, provably alive (issue 27: health answers within 250 ms).

let lastProgressAt = 0;

export function noteDatabaseProgress(): void {
  lastProgressAt = Date.now();
}

export const PING_PATIENCE_MS = 150;

export function recentlyProgressed(withinMs = 1000): boolean {
  return Date.now() - lastProgressAt < withinMs;
}
