import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportLine } from '../../src/server/features/campaigns/import-line';
import { findAbandonedImports } from '../../src/server/features/campaigns/import-status.repo';
import { ABANDONED_AFTER_MS } from '../../src/server/features/campaigns/sweep-imports';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// The line of imports in one process, with each import's progress kept in the database (so any
// process answers the poll): places in line, progress only forward, a double leave frees one slot.

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

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
    await new Promise((r) => setTimeout(r, 300));
    expect(await line.status(A)).toMatchObject({ state: 'reading', position: null });
    expect(await line.status(B)).toMatchObject({ state: 'waiting', position: 1 });
    expect(await line.status(C)).toMatchObject({ state: 'waiting', position: 2 });
    line.reading(A, 3000);
    await new Promise((r) => setTimeout(r, 300)); // progress is written at most every 200 ms
    expect(await line.status(A)).toEqual({ state: 'reading', position: null, read: 3000, written: 0, total: 0 });
    line.progress(A, 2000, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await line.status(A)).toEqual({
      state: 'writing',
      position: null,
      read: 3000,
      written: 2000,
      total: 10_000,
    });
    expect(bStarted).toBe(false);
    await leaveA(true);
    await leaveA(false); // leaving twice (success, then the finally) frees one slot only
    const leaveB = await b;
    expect(bStarted).toBe(true);
    expect((await line.status(A))?.state).toBe('done');
    expect(await line.status(B)).toMatchObject({ state: 'reading', position: null });
    expect(await line.status(C)).toMatchObject({ state: 'waiting', position: 1 });
    await leaveB(false);
    expect((await line.status(B))?.state).toBe('failed');
    await (
      await c
    )(true);
    expect(await line.status('00000000-0000-4000-8000-000000000000')).toBeNull();
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
    await new Promise((r) => setTimeout(r, 200));
    const old = new Date(Date.now() - 10 * 60_000);
    await testDb.database.sql.query('update campaign_imports set updated_at = $1', [old.toISOString()]);
    await new Promise((r) => setTimeout(r, 300));
    const abandoned = await findAbandonedImports(testDb.database.db, new Date(Date.now() - ABANDONED_AFTER_MS));
    // The running import is its own writer's to keep fresh (it writes as it reads and writes).
    expect(abandoned.map((i) => i.id)).toEqual([X]);
    await leaveX(true);
    await (
      await y
    )(true);
  });
});
