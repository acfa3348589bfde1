import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../../src/server/db/client';
import { startTestServer } from '../../tests/support/test-server';
import type { TestDatabase } from '../../tests/support/test-db';

// The server of an HTTP benchmark, in its own process (bench/lib/server-process.ts starts it): a
// load generator of 50 clients sharing the server's event loop would measure itself as much as the
// server. Env comes from BENCH_SERVER_ENV (JSON); the parent sends SQL over IPC to seed and inspect
// the database. Embedded: a PGlite clone of the test template, living in this process. PostgreSQL:
// BENCH_DB_URL names a database the parent made for this run (and drops after), opened with the
// production pool size rather than the test harness's smaller one.

type Request =
  | { id: number; sql: string; params?: unknown[] }
  | { id: number; copyIn: { target: string; data: string } }
  | { id: number; close: true }
  | { id: number; loopDelay: 'reset' | 'read' };

const env = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') as Record<string, string>;
const dbUrl = process.env.BENCH_DB_URL;
const dataDir = process.env.BENCH_DATA_DIR;
let testDb: TestDatabase | undefined;
if (dbUrl) {
  const database = await openDatabase({ databaseUrl: dbUrl, onIdleError: () => {} });
  testDb = { database, url: dbUrl, drop: () => database.close() };
} else if (dataDir) {
  // PGlite on disk, as production runs it (the server migrates it at start).
  const database = await openDatabase({ dataDir });
  testDb = { database, drop: () => database.close() };
}
const server = await startTestServer({ env, testDb });
const reply = (msg: unknown) => process.send!(msg);
// How long this process's event loop was held (ms), so a bench can tell a stall of the server's
// own thread from an answer that waited on the database or for a CPU.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
// BENCH_BLOCK_LOG=<file>: each stretch over 100 ms without a turn of the event loop, as
// monotonic microseconds (the clock of a --cpu-prof profile), to find what ran in it.
if (process.env.BENCH_BLOCK_LOG) {
  const { appendFileSync } = await import('node:fs');
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    if (now - last > 100_000_000n)
      appendFileSync(process.env.BENCH_BLOCK_LOG!, `${(last / 1000n).toString()} ${(now / 1000n).toString()}\n`);
    last = now;
  }, 5).unref();
}

process.on('message', async (msg: Request) => {
  try {
    if ('close' in msg) {
      await server.close();
      if (testDb) await testDb.drop();
      reply({ id: msg.id, ok: true });
      process.exit(0);
    }
    if ('loopDelay' in msg) {
      const stats = { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 };
      if (msg.loopDelay === 'reset') loop.reset();
      return reply({ id: msg.id, ok: true, rows: [stats], ms: 0 });
    }
    const t0 = performance.now();
    if ('copyIn' in msg) {
      // The database's own floor for a bulk write: one COPY in one transaction, nothing else.
      await server.ctx.database.sql.copyIn({ before: 'select 1', ...msg.copyIn, after: async () => undefined });
      return reply({ id: msg.id, ok: true, rows: [], ms: performance.now() - t0 });
    }
    const res = await server.ctx.database.sql.query(msg.sql, msg.params ?? []);
    reply({ id: msg.id, ok: true, rows: res.rows, ms: performance.now() - t0 });
  } catch (err) {
    reply({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
reply({ ready: true, url: server.url });
