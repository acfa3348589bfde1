import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportLine } from '../../src/server/features/campaigns/import-line';
import { findAbandonedImports } from '../../src/server/features/campaigns/import-status.repo';
import { ABANDONED_AFTER_MS } from '../../src/server/features/campaigns/sweep-imports';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// The line of imports in one process, with each import's progress kept in the database (so any
// process answers the poll): places in line, progress only forward, a double leave frees one slot.
// Rows are written behind the line's own moves, so what a poll sees is awaited with expect.poll.

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const POLL = { timeout: 10_000, interval: 50 };

describe('ImportLine', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb?.drop());

  it('runs at most max imports; the rest wait in order with their position, and start as others leave', async () => {
    const line = new ImportLine(1, testDb.database.db, (err) => {
      throw err;
    });
    const leaveA = await line.enter(A, null);
    let bStarted = false;
    const b = line.enter(B, null).then((leave) => ((bStarted = true), leave));
    const c = line.enter(C, null);
    try {
      await expect.poll(() => line.status(A), POLL).toMatchObject({ state: 'reading', position: null });
      await expect.poll(() => line.status(B), POLL).toMatchObject({ state: 'waiting', position: 1 });
      await expect.poll(() => line.status(C), POLL).toMatchObject({ state: 'waiting', position: 2 });
      line.reading(A, 3000);
      // Progress is written at most every 200 ms.
      await expect
        .poll(() => line.status(A), POLL)
        .toEqual({ state: 'reading', position: null, read: 3000, written: 0, total: 0 });
      line.progress(A, 2000, 10_000);
      await expect
        .poll(() => line.status(A), POLL)
        .toEqual({ state: 'writing', position: null, read: 3000, written: 2000, total: 10_000 });
      expect(bStarted).toBe(false);
      await leaveA(true);
      await leaveA(false); // leaving twice (success, then the finally) frees one slot only
      const leaveB = await b;
      expect(bStarted).toBe(true);
      expect((await line.status(A))?.state).toBe('done');
      await expect.poll(() => line.status(B), POLL).toMatchObject({ state: 'reading', position: null });
      await expect.poll(() => line.status(C), POLL).toMatchObject({ state: 'waiting', position: 1 });
      await leaveB(false);
      expect((await line.status(B))?.state).toBe('failed');
      expect(await line.status('00000000-0000-4000-8000-000000000000')).toBeNull();
    } finally {
      // Whatever failed above, nobody is left waiting with a beat that outlives the database.
      await (
        await leaveA
      )(true);
      await (
        await b
      )(true);
      await (
        await c
      )(true);
    }
  });

  it("keeps writing a waiting import's row, so a long wait in line is not taken for a dead process", async () => {
    const [X, Y] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
    const line = new ImportLine(
      1,
      testDb.database.db,
      (err) => {
        throw err;
      },
      100,
    );
    const leaveX = await line.enter(X, null);
    const y = line.enter(Y, null);
    try {
      await expect.poll(() => line.status(Y), POLL).toMatchObject({ state: 'waiting', position: 1 });
      const old = new Date(Date.now() - 10 * 60_000);
      await testDb.database.sql.query('update campaign_imports set updated_at = $1 where id = any($2::uuid[])', [
        old.toISOString(),
        [X, Y],
      ]);
      // The waiting import's beat (every 100 ms here) makes its row fresh again; the running import
      // is its own writer's to keep fresh (it writes as it reads and writes).
      await expect
        .poll(async () => {
          const abandoned = await findAbandonedImports(testDb.database.db, new Date(Date.now() - ABANDONED_AFTER_MS));
          return abandoned.map((i) => i.id).filter((id) => id === X || id === Y);
        }, POLL)
        .toEqual([X]);
    } finally {
      await leaveX(true);
      await (
        await y
      )(true);
    }
  });
});
