import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { wrapPglite } from './client';

// The embedded database's LISTEN (client.ts) must survive a reopened instance (pglite-reopen.ts):
// a new instance has no listeners, so the cache would otherwise go on trusting a silent channel.

function fake() {
  const state = { broken: false, listeners: new Map<string, (p: string) => void>() };
  const db = {
    query: async () => {
      if (state.broken) throw Object.assign(new Error('cannot drop active portal ""'), { code: '24000' });
      return { rows: [] };
    },
    exec: async () => [],
    transaction: async () => {},
    close: async () => {},
    listen: async (channel: string, cb: (p: string) => void) => {
      state.listeners.set(channel, cb);
      return async () => void state.listeners.delete(channel);
    },
  };
  return { db: db as unknown as PGlite, state, announce: (p: string) => state.listeners.get('lead_changes')?.(p) };
}

describe('embedded LISTEN across a reopen', () => {
  it('says it stopped listening when the session breaks, and listens again on the reopened instance', async () => {
    const a = fake();
    const b = fake();
    const database = wrapPglite(a.db, 'test', { reopen: async () => b.db });
    const seen: string[] = [];
    const live: boolean[] = [];
    const listening = await database.listen('lead_changes', { notify: (p) => seen.push(p), live: (l) => live.push(l) });
    a.announce('c1');
    a.state.broken = true;
    await database.sql.query('select 1'); // breaks, reopens on b, runs there
    await new Promise((r) => setImmediate(r));
    b.announce('c2');
    expect(seen).toEqual(['c1', 'c2']);
    expect(live).toEqual([true, false, true]);
    await listening.barrier(); // nothing can be in flight in one process: resolves at once
    await listening.close();
    expect(b.state.listeners.size).toBe(0);
  });
});
