import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePrepared } from './pglite-prepared';

describe('pglitePrepared', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db.close());

  it('answers rows typed as query() would', async () => {
    const { rows } = await pglitePrepared<{ n: number; t: string }>(
      db,
      'p1',
      'select $1::int + 1 as n, $2::text as t',
      [41, 'x'],
    );
    expect(rows).toEqual([{ n: 42, t: 'x' }]);
  });

  it('parses the statement again when the instance no longer has it (a reopened database)', async () => {
    await pglitePrepared(db, 'p2', 'select $1::int as n', [1]);
    // What a reopen looks like from here: the name is remembered, the session has forgotten it.
    await db.exec('deallocate p2');
    const { rows } = await pglitePrepared<{ n: number }>(db, 'p2', 'select $1::int as n', [2]);
    expect(rows).toEqual([{ n: 2 }]);
  });
});
