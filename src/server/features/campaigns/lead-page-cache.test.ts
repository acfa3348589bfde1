import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { ChannelHandlers } from '../../db/listen';
import { ALL_CAMPAIGNS, LEAD_CHANGES, LeadPageCache } from './lead-page-cache';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

/** A database whose LISTEN we drive: `announce` is a commit's notification, `barrier` can fail. */
function fakeDatabase() {
  let handlers: ChannelHandlers | null = null;
  const state = { barrierFails: false, barriers: 0, channel: '' };
  const database = {
    async listen(channel: string, h: ChannelHandlers) {
      state.channel = channel;
      handlers = h;
      h.live(true);
      return {
        barrier: async () => {
          state.barriers += 1;
          if (state.barrierFails) throw new Error('connection lost');
        },
        close: async () => {},
      };
    },
  } as unknown as Database;
  return {
    database,
    state,
    announce: (payload: string) => handlers!.notify(payload),
    setLive: (live: boolean) => handlers!.live(live),
  };
}

/** A page maker that counts its calls and answers its call number. */
function maker(text = 'page') {
  let calls = 0;
  const make = async () => Buffer.from(`${text} ${++calls}`);
  return { make, calls: () => calls };
}

async function attached() {
  const fake = fakeDatabase();
  const cache = new LeadPageCache();
  await cache.attach(fake.database);
  return { cache, ...fake };
}

describe('LeadPageCache', () => {
  it('listens on the lead changes channel and answers a repeated page from memory after a barrier', async () => {
    const { cache, state } = await attached();
    const m = maker();
    expect(state.channel).toBe(LEAD_CHANGES);
    expect(String(await cache.get('k', A, m.make))).toBe('page 1');
    expect(String(await cache.get('k', A, m.make))).toBe('page 1');
    expect(m.calls()).toBe(1);
    expect(state.barriers).toBe(2);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it("forgets a campaign's pages when it changes, and the every-campaign list with it, but not another campaign's", async () => {
    const { cache, announce } = await attached();
    const a = maker('a');
    const b = maker('b');
    const all = maker('all');
    await cache.get('ka', A, a.make);
    await cache.get('kb', B, b.make);
    await cache.get('kall', ALL_CAMPAIGNS, all.make);
    announce(A);
    expect(String(await cache.get('ka', A, a.make))).toBe('a 2');
    expect(String(await cache.get('kb', B, b.make))).toBe('b 1');
    expect(String(await cache.get('kall', ALL_CAMPAIGNS, all.make))).toBe('all 2');
  });

  it("a TRUNCATE's '*' forgets every page", async () => {
    const { cache, announce } = await attached();
    const b = maker('b');
    await cache.get('kb', B, b.make);
    announce('*');
    expect(String(await cache.get('kb', B, b.make))).toBe('b 2');
  });

  it('does not keep a page made while its campaign changed (the page may predate the change)', async () => {
    const { cache, announce } = await attached();
    let calls = 0;
    const make = async () => {
      calls += 1;
      if (calls === 1) announce(A); // a commit lands while the first page is being read
      return Buffer.from(`page ${calls}`);
    };
    expect(String(await cache.get('k', A, make))).toBe('page 1');
    expect(String(await cache.get('k', A, make))).toBe('page 2');
    expect(String(await cache.get('k', A, make))).toBe('page 2');
  });

  it('makes identical concurrent pages once, but not for a request that came after a change', async () => {
    const { cache, announce } = await attached();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const make = async () => {
      const n = ++calls;
      await gate;
      return Buffer.from(`page ${n}`);
    };
    const first = cache.get('k', A, make);
    const second = cache.get('k', A, make);
    await new Promise((r) => setImmediate(r));
    announce(A);
    const third = cache.get('k', A, make);
    await new Promise((r) => setImmediate(r));
    release();
    expect([String(await first), String(await second), String(await third)]).toEqual(['page 1', 'page 1', 'page 2']);
    expect(calls).toBe(2);
  });

  it('serves nothing from memory while it cannot listen, and starts empty when it listens again', async () => {
    const { cache, setLive } = await attached();
    const m = maker();
    await cache.get('k', A, m.make);
    setLive(false);
    expect(cache.live).toBe(false);
    expect(String(await cache.get('k', A, m.make))).toBe('page 2');
    expect(String(await cache.get('k', A, m.make))).toBe('page 3');
    setLive(true);
    expect(String(await cache.get('k', A, m.make))).toBe('page 4');
    expect(String(await cache.get('k', A, m.make))).toBe('page 4');
    expect(cache.stats.bypassed).toBe(2);
  });

  it('makes the page afresh when the barrier fails (notifications may be pending)', async () => {
    const { cache, state } = await attached();
    const m = maker();
    await cache.get('k', A, m.make);
    state.barrierFails = true;
    expect(String(await cache.get('k', A, m.make))).toBe('page 2');
  });

  it('never keeps an error', async () => {
    const { cache } = await attached();
    let fail = true;
    const make = async () => {
      if (fail) throw new Error('Campaign not found');
      return Buffer.from('page');
    };
    await expect(cache.get('k', A, make)).rejects.toThrow('Campaign not found');
    fail = false;
    expect(String(await cache.get('k', A, make))).toBe('page');
  });

  it('keeps at most its byte budget, forgetting the least recently used page first', async () => {
    const fake = fakeDatabase();
    const cache = new LeadPageCache(4000);
    await cache.attach(fake.database);
    const page = (c: string) => async () => Buffer.alloc(900, c);
    let made = 0;
    const counted = (c: string) => async () => (made++, page(c)());
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, A, counted(k));
    await cache.get('a', A, counted('a')); // a is now the most recently used
    await cache.get('e', A, counted('e')); // 5 × 900 > 4000: b, the least recently used, goes
    made = 0;
    await cache.get('a', A, counted('a'));
    await cache.get('e', A, counted('e'));
    expect(made).toBe(0);
    await cache.get('b', A, counted('b'));
    expect(made).toBe(1);
  });

  it("remembers a campaign's count until that campaign changes", async () => {
    const { cache, announce } = await attached();
    let n = 0;
    const count = async () => ++n;
    expect(await cache.count(A, count)).toBe(1);
    expect(await cache.count(A, count)).toBe(1);
    announce(B);
    expect(await cache.count(A, count)).toBe(1);
    announce(A);
    expect(await cache.count(A, count)).toBe(2);
  });

  it('without attach (a worker, or LEAD_PAGE_CACHE=false) every page is made afresh', async () => {
    const cache = new LeadPageCache();
    const m = maker();
    await cache.get('k', A, m.make);
    await cache.get('k', A, m.make);
    expect(m.calls()).toBe(2);
  });
});
