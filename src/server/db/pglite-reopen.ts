import type { PGlite } from '@electric-sql/pglite';

//, a full disk under the embedded database. When PostgreSQL cannot create its next WAL
// segment while it is writing (e.g. mid-COPY), the error is raised inside a critical section and
// becomes a PANIC; a real server then restarts the backend and recovers from its WAL. PGlite 0.5.16
// runs the backend in this process and does not: its one session stays "out of step", and every
// later statement (ROLLBACK included) fails with 24000 `cannot drop active portal ""`, for good.
// This handle is the restart: it closes the broken instance and opens a new one on the same
// folder (PostgreSQL's own crash recovery runs, the failed transaction stays uncommitted), while
// every caller keeps holding the same object. Crash recovery needs room on the disk itself, so
// while the disk is still full the reopen fails; it is retried by the next caller (the health
// probe is one) after a pause that doubles from 1 s to 8 s (an attempt costs a second or two of
// CPU), and callers meanwhile get a disk-full error.

const retryAfterMs = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 8000);

/** The broken session's signature (see above); the statement never ran. */
export function isBrokenSession(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | undefined;
  return e?.code === '24000' && typeof e.message === 'string' && e.message.includes('active portal');
}

/** What callers see while the database cannot be reopened: SQLSTATE disk_full, as the server would say. */
export class DatabaseUnavailable extends Error {
  readonly code = '53100';
  constructor(override readonly cause: unknown) {
    super('The embedded database could not be reopened (its disk is full): no statement ran');
  }
}

type Methods = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

export interface ReopenablePglite {
  /** A stand-in for the PGlite instance: the same surface, always routed to the current one. */
  client: PGlite;
  /** How many times the instance was reopened (logs, tests). */
  reopens(): number;
  close(): Promise<void>;
}

export function reopenablePglite(
  first: PGlite,
  open: () => Promise<PGlite>,
  onEvent: (what: 'broken' | 'reopened' | 'reopen-failed', err?: unknown) => void = () => {},
): ReopenablePglite {
  let current: PGlite | null = first;
  let pending: Promise<void> | null = null;
  let lastError: unknown = null;
  let lastAttempt = 0;
  let failures = 0;
  let count = 0;
  let closed = false;

  async function reopen(old: PGlite | null): Promise<void> {
    lastAttempt = Date.now();
    if (old) {
      current = null;
      // The broken backend can't shut down cleanly; its folder is recovered by the next open.
      await old.close().catch(() => {});
    }
    try {
      current = await open();
      count += 1;
      failures = 0;
      lastError = null;
      onEvent('reopened');
    } catch (err) {
      lastError = err;
      failures += 1;
      onEvent('reopen-failed', err);
    }
  }

  /** The instance to use now: waits for a reopen under way, starts one when it is time. */
  async function live(): Promise<PGlite> {
    if (closed) throw new Error('The database is closed');
    if (pending) await pending;
    if (!current && Date.now() - lastAttempt >= retryAfterMs(failures)) {
      pending ??= reopen(null).finally(() => (pending = null));
      await pending;
    }
    if (!current) throw new DatabaseUnavailable(lastError);
    return current;
  }

  function broke(instance: PGlite): Promise<void> {
    if (current === instance && !pending) {
      onEvent('broken');
      pending = reopen(instance).finally(() => (pending = null));
    }
    return pending ?? Promise.resolve();
  }

  /**
   * Runs `fn` on the live instance. On the broken session's error it reopens and, when `fn`
   * provably ran nothing (`safeToRetry`), runs it once more on the new instance.
   */
  async function run<T>(fn: (db: PGlite) => Promise<T>, safeToRetry: (err: unknown) => boolean): Promise<T> {
    const db = await live();
    try {
      return await fn(db);
    } catch (err) {
      if (!isBrokenSession(err)) throw err;
      await broke(db);
      if (!safeToRetry(err)) throw err;
      return fn(await live());
    }
  }

  const methods: Methods = {
    query: ((text: string, params?: unknown[], opts?: object) =>
      run(
        (db) => db.query(text, params, opts),
        () => true,
      )) as PGlite['query'],
    exec: ((text: string, opts?: object) =>
      run(
        (db) => db.exec(text, opts),
        () => true,
      )) as PGlite['exec'],
    transaction: (async <T>(cb: Parameters<PGlite['transaction']>[0]) => {
      // Retried only if BEGIN itself failed: once the callback ran, the caller decides.
      let started = false;
      return run(
        (db) =>
          db.transaction((tx) => {
            started = true;
            return cb(tx) as Promise<T>;
          }),
        () => !started,
      );
    }) as PGlite['transaction'],
  };

  const client = new Proxy(methods as unknown as PGlite, {
    get(target, prop) {
      if (prop in methods) return methods[prop as keyof Methods];
      // Anything else (dumpDataDir, waitReady, …) goes to the instance of the moment.
      const inst = current ?? first;
      const v = (inst as unknown as Record<PropertyKey, unknown>)[prop];
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(inst) : v;
    },
  });

  return {
    client,
    reopens: () => count,
    async close() {
      closed = true;
      if (pending) await pending;
      await current?.close();
    },
  };
}
