import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { assertRoomToAppend } from './disk-room';
import { createPgPool } from './pg-pool';
import { pglitePrepared } from './pglite-prepared';
import { reopenablePglite, type ReopenablePglite } from './pglite-reopen';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for the two things Drizzle doesn't do: pg-boss's executor and bulk COPY-style work. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a multi-statement script (pg-boss migrations, BEGIN..COMMIT blocks). */
  exec(text: string): Promise<{ rows: unknown[] }>;
  /**
   * A read prepared once per connection under `name` (a named statement: parsed and planned once,
   * then only bound and executed). For hot single-row lookups on the dial path.
   */
  prepared<T = Record<string, unknown>>(name: string, text: string, values: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Bulk load: `COPY <target> FROM STDIN` of `data` (text format, one row a line), in a session of
   * its own after `before` (e.g. creating a temp table), then `after` runs its statements (e.g.
   * moving rows from it, recording the load) on the same session: all in ONE transaction, so a
   * failure anywhere leaves nothing. Answers what `after` answers.
   */
  copyIn<T>(opts: {
    before: string;
    target: string;
    data: string | Uint8Array;
    after: (q: RawQuery) => Promise<T>;
  }): Promise<T>;
  /**
   * Appends rows, COPY text format, a piece at a time as `pieces` yields them, with no transaction
   * around the whole: on PostgreSQL one COPY FROM STDIN on a pooled connection of its own (one
   * statement: all its rows or none); on the embedded database one COPY per piece, each committed,
   * with the event loop and the one connection free between pieces. A caller that needs
   * all-or-nothing makes its rows invisible until it is done (the import's `importing` campaign).
   */
  appendRows(target: string, pieces: AsyncIterable<string>): Promise<void>;
}

/** One statement on the copy's own transaction: its rows and how many rows it changed. */
export type RawQuery = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[]; affected: number }>;

export interface Database {
  db: Db;
  sql: SqlExecutor;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, for the one thing that needs a dedicated connection (COPY FROM STDIN). */
  pool?: pg.Pool;
  /** PGlite only: the instance, for COPY from a blob (the import's bulk path). */
  pglite?: PGlite;
  /** Where the data lives, for logs: a directory or a redacted URL. */
  location: string;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite instance made elsewhere (test databases cloned from a template). */
  pglite?: PGlite;
  poolMax?: number;
  /**
   * Called when an idle pooled connection fails (e.g. the Postgres server restarts); see
   * pg-pool.ts for connections in use.
   */
  onIdleError?: (err: Error) => void;
  /** The embedded database was reopened after its session broke (see pglite-reopen.ts), or failed to. */
  onReopen?: ReopenEvent;
}

export type ReopenEvent = (what: 'broken' | 'reopened' | 'reopen-failed', err?: unknown) => void;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts.onIdleError);
  if (opts.pglite || !opts.dataDir)
    return wrapPglite(opts.pglite ?? (await createPgliteClient()), opts.dataDir ?? 'memory');
  const dir = path.resolve(opts.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const open = () => createPgliteClient({ dataDir: dir });
  return wrapPglite(await open(), opts.dataDir, { reopen: open, onReopen: opts.onReopen });
}

/**
 * Every PGlite instance (app, test clones, benches) is made through this: the lead search's
 * index needs pg_trgm and btree_gin, which PGlite ships as extensions that must be loaded when the
 * instance starts (migrations 0011 and 0039 then run CREATE EXTENSION as on PostgreSQL).
 */
export function createPgliteClient(opts: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...opts, extensions: { ...opts.extensions, pg_trgm, btree_gin } });
}

/**
 * `reopen` (a folder-backed instance only) lets the database survive a broken embedded session:
 * every user (Drizzle, pg-boss, the import) then holds a stand-in routed to the live instance.
 */
export function wrapPglite(
  raw: PGlite,
  location: string,
  opts: { reopen?: () => Promise<PGlite>; onReopen?: ReopenEvent } = {},
): Database {
  const handle: ReopenablePglite | null = opts.reopen ? reopenablePglite(raw, opts.reopen, opts.onReopen) : null;
  const client = handle?.client ?? raw;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    location,
    sql: {
      query: (text, values) => client.query(text, values as unknown[]) as never,
      async exec(text) {
        const results = await client.exec(text);
        return (results[results.length - 1] ?? { rows: [] }) as { rows: unknown[] };
      },
      prepared: (name, text, values) => pglitePrepared(client, name, text, values),
      // PGlite has no COPY stream; it reads COPY … FROM '/dev/blob' from a Blob instead.
      copyIn: ({ before, target, data, after }) =>
        client.transaction(async (tx) => {
          await tx.exec(before);
          await tx.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([data as BlobPart]) });
          return after(async (text, values) => {
            const r = await tx.query<Record<string, unknown>>(text, values);
            return { rows: r.rows, affected: r.affectedRows ?? 0 };
          });
        }),
      async appendRows(target, pieces) {
        const onDisk = location !== 'memory' && !location.startsWith('memory');
        for await (const piece of pieces) {
          if (onDisk) await assertRoomToAppend(location);
          await client.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([piece]) });
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      },
    },
    close: once(() => (handle ? handle.close() : client.close())),
  };
}

function openPostgres(url: string, max: number, onIdleError: (err: Error) => void = () => {}): Database {
  const pool = createPgPool({ connectionString: url, max }, onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    pool,
    location: url.replace(/\/\/[^@]*@/, '//***@'),
    sql: {
      query: (text, values) => pool.query(text, values as unknown[]) as never,
      exec: (text) => pool.query(text) as never,
      prepared: (name, text, values) => pool.query({ name, text, values }) as never,
      async copyIn({ before, target, data, after }) {
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          await conn.query(before);
          const stream = conn.query(copyFrom(`COPY ${target} FROM STDIN`));
          await pipeline(
            Readable.from([
              typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength),
            ]),
            stream,
          );
          const result = await after(async (text, values) => {
            const r = await conn.query(text, values);
            return { rows: r.rows, affected: r.rowCount ?? 0 };
          });
          await conn.query('COMMIT');
          return result;
        } catch (err) {
          await conn.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          conn.release();
        }
      },
      async appendRows(target, pieces) {
        const conn = await pool.connect();
        let broken: Error | undefined;
        // A connection killed mid-COPY also emits 'error' on the client (a write after the reset):
        // kept, so the connection goes back as broken and the COPY's own error is not lost.
        const onError = (e: Error) => (broken = e);
        conn.on('error', onError);
        try {
          await pipeline(Readable.from(pieces), conn.query(copyFrom(`COPY ${target} FROM STDIN`)));
        } catch (err) {
          broken ??= err as Error;
          throw err;
        } finally {
          conn.off('error', onError);
          conn.release(broken);
        }
      },
    },
    close: once(() => pool.end()),
  };
}

/** Applies pending migrations. Idempotent; drizzle records what ran in its own table. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/** Closing twice (shutdown, then a test's cleanup) must be harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | undefined;
  return () => (p ??= fn());
}
