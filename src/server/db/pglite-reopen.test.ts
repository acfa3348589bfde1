import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, reopenablePglite } from './pglite-reopen';

// A stand-in PGlite: `broken` makes every statement fail as PGlite 0.5.16's session does after a
// full disk broke it (24000 "cannot drop active portal").
function fake(name: string) {
  const state = { broken: false, closed: false, ran: [] as string[] };
  const fail = () => Object.assign(new Error('cannot drop active portal ""'), { code: '24000' });
  const query = async (text: string) => {
    if (state.broken) throw fail();
    state.ran.push(text);
    return { rows: [{ on: name }] };
  };
  const db = {
    query,
    exec: async (text: string) => [await query(text)],
    transaction: async (cb: (tx: unknown) => Promise<unknown>) => {
      if (state.broken) throw fail();
      return cb({ query });
    },
    close: async () => void (state.closed = true),
  };
  return { db: db as unknown as PGlite, state };
}

describe('reopenablePglite', () => {
  it('reopens a broken session and retries a statement that never ran; a started transaction is not retried', async () => {
    const a = fake('a');
    const b = fake('b');
    const events: string[] = [];
    const h = reopenablePglite(
      a.db,
      async () => b.db,
      (e) => events.push(e),
    );
    expect((await h.client.query('select 1')).rows).toEqual([{ on: 'a' }]);
    a.state.broken = true;
    expect((await h.client.query('select 2')).rows).toEqual([{ on: 'b' }]);
    expect(a.state.closed).toBe(true);
    expect(events).toEqual(['broken', 'reopened']);
    expect(h.reopens()).toBe(1);

    // A transaction whose callback ran and then hit the broken session fails to its caller.
    const c = fake('c');
    const h2 = reopenablePglite(b.db, async () => c.db);
    await expect(
      h2.client.transaction(async () => {
        b.state.broken = true;
        throw Object.assign(new Error('cannot drop active portal ""'), { code: '24000' });
      }),
    ).rejects.toThrow(/active portal/);
    expect(c.state.ran).toEqual([]);
    expect((await h2.client.query('select 3')).rows).toEqual([{ on: 'c' }]);
  });

  it('while it cannot reopen (disk still full) callers get a disk-full error, and it tries again later', async () => {
    const a = fake('a');
    const b = fake('b');
    let roomOnDisk = false;
    const h = reopenablePglite(a.db, async () => {
      if (!roomOnDisk) throw new Error('PGlite failed to initialize properly');
      return b.db;
    });
    a.state.broken = true;
    const err = await h.client.query('select 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseUnavailable);
    expect((err as DatabaseUnavailable).code).toBe('53100');
    roomOnDisk = true;
    // Within the pause, still unavailable; after it, reopened.
    await expect(h.client.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await h.client.query('select 1')).rows).toEqual([{ on: 'b' }]);
  });
});
