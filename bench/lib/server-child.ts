import { startTestServer } from '../../tests/support/test-server';

// The server of an HTTP benchmark, in its own process (bench/lib/server-process.ts starts it): a
// load generator of 50 clients sharing the server's event loop would measure itself as much as the
// server. Env comes from BENCH_SERVER_ENV (JSON); the parent sends SQL over IPC to seed and inspect
// the database, which lives in this process (embedded PGlite).

type Request = { id: number; sql: string; params?: unknown[] } | { id: number; close: true };

const env = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') as Record<string, string>;
const server = await startTestServer({ env });
const reply = (msg: unknown) => process.send!(msg);

process.on('message', async (msg: Request) => {
  try {
    if ('close' in msg) {
      await server.close();
      reply({ id: msg.id, ok: true });
      process.exit(0);
    }
    const t0 = performance.now();
    const res = await server.ctx.database.sql.query(msg.sql, msg.params ?? []);
    reply({ id: msg.id, ok: true, rows: res.rows, ms: performance.now() - t0 });
  } catch (err) {
    reply({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
reply({ ready: true, url: server.url });
