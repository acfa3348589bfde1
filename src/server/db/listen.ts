import pg from 'pg';

// LISTEN on a NOTIFY channel, the same way on both databases, for caches that must forget what
// another process changed (the lead list's page cache, issue 27).

export interface ChannelHandlers {
  /** A committed transaction announced `payload` on the channel. */
  notify(payload: string): void;
  /**
   * false: notifications may be missed from now on (the listening connection dropped, the embedded
   * instance broke), so nothing they would invalidate may be trusted. true: listening again; what
   * was missed in between is unknown, so a cache starts empty.
   */
  live(live: boolean): void;
}

export interface Listening {
  /**
   * Resolves once every notification of a transaction that committed before this call has been
   * handed to `notify`. On PostgreSQL a round trip on the listening connection: the server sends a
   * session its pending notifications before it answers the session's next statement, and the
   * connection delivers messages in order. Concurrent calls share one round trip sent after them.
   * Rejects when the connection is lost or slow (then `live(false)` has been called).
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const RETRY_MS = [500, 1000, 2000, 4000, 8000];
/** How the listening session shows in pg_stat_activity (and how a test finds it). */
export const LISTEN_APPLICATION_NAME = 'callcraft-listen';
/** A barrier or heartbeat slower than this means the connection can't be trusted to be current. */
const STALL_MS = 2000;
const HEARTBEAT_MS = 10_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer on the listening connection in ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A dedicated connection (not from the pool: LISTEN belongs to a session) that reconnects with
 * back-off while it is down, and checks itself every 10 s so a silently dead connection is noticed.
 */
export async function listenOnPostgres(url: string, channel: string, h: ChannelHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let waiting: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  let pumping = false;

  function lost(c: pg.Client) {
    if (client === c) {
      client = null;
      h.live(false);
    }
    c.end().catch(() => {});
    if (!closed && !retryTimer) {
      retryTimer = setTimeout(
        () => {
          retryTimer = undefined;
          void connect();
        },
        RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)],
      );
      retryTimer.unref();
    }
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTEN_APPLICATION_NAME });
    c.on('notification', (m) => m.channel === channel && h.notify(m.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch {
      lost(c);
      return;
    }
    if (closed) return void c.end().catch(() => {});
    client = c;
    failures = 0;
    h.live(true);
  }

  async function pump() {
    pumping = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      const c = client;
      try {
        if (!c) throw new Error('not listening');
        await withTimeout(c.query('select 1'), STALL_MS);
        for (const w of batch) w.resolve();
      } catch (err) {
        if (c) lost(c);
        for (const w of batch) w.reject(err as Error);
      }
    }
    pumping = false;
  }

  const heartbeat = setInterval(() => {
    if (client && !pumping) void barrier().catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function barrier(): Promise<void> {
    if (!client) return Promise.reject(new Error('not listening'));
    const p = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    if (!pumping) void pump();
    return p;
  }

  await connect();
  return {
    barrier,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
