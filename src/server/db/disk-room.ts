import { statfs } from 'node:fs/promises';

// The embedded database (PGlite 0.5, PostgreSQL running in this process) cannot survive a commit
// that fails for want of room: an autocommit COPY that fails creating its next 16 MB WAL segment
// returns 53100, and the next statement then spins in the backend forever, the event loop with it
// (tried on a 128 MB tmpfs: per-piece COPYs, with or without a transaction each, hang; one long
// transaction fails cleanly). So an append checks the room on the database's disk before each
// piece, and stops with the same 53100 a full disk gives while there is still room to recover.

export const APPEND_ROOM_BYTES = 24 * 1024 * 1024;

export class NotEnoughRoom extends Error {
  readonly code = '53100';
  constructor(free: number) {
    super(`could not extend the database: ${Math.round(free / 2 ** 20)} MB left on its disk`);
  }
}

/** Throws NotEnoughRoom when the folder's disk has less than APPEND_ROOM_BYTES free. */
export async function assertRoomToAppend(dir: string): Promise<void> {
  const s = await statfs(dir);
  const free = s.bavail * s.bsize;
  if (free < APPEND_ROOM_BYTES) throw new NotEnoughRoom(free);
}
