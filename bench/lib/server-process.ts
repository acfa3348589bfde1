import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A test server running in a child process, and SQL on its database over IPC. */
export interface ServerProcess {
  url: string;
  pid: number;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; ms: number }>;
  /** COPY `data` (text format) into `target` in one transaction, timed inside the server process. */
  copyIn(target: string, data: string): Promise<{ ms: number }>;
  /** The server's event-loop delay since the last reset (ms); 'reset' starts a new window. */
  loopDelay(op: 'reset' | 'read'): Promise<{ maxMs: number; p99Ms: number }>;
  /** The process's resident memory, read from /proc (answers even while its event loop is busy). */
  rssMb(): number;
  close(): Promise<void>;
}

export interface ServerProcessOptions {
  /** A PostgreSQL database made for this run; without it the server uses an embedded PGlite clone. */
  databaseUrl?: string;
  /** Embedded only: a folder for PGlite's files, as in production (DATA_DIR), instead of memory. */
  dataDir?: string;
}

/**
 * Starts bench/lib/server-child.ts (through tsx) with the given server env and the test template.
 * BENCH_CPU_PROF=1 writes the server's CPU profile to .tmp/prof when it exits; BENCH_SERVER_FLAGS
 * adds Node flags to the server alone (e.g. "--trace-gc", which NODE_OPTIONS refuses).
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/prof'] : []),
      ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      BENCH_SERVER_ENV: JSON.stringify(env),
      ...(opts.databaseUrl ? { BENCH_DB_URL: opts.databaseUrl } : {}),
      ...(opts.dataDir ? { BENCH_DATA_DIR: opts.dataDir } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const pending = new Map<number, { resolve(v: never): void; reject(e: Error): void }>();
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
    child.on('message', (msg: { ready?: boolean; url?: string; id?: number; ok?: boolean; error?: string }) => {
      if (msg.ready) return resolve(msg.url!);
      const waiter = pending.get(msg.id!);
      if (!waiter) return;
      pending.delete(msg.id!);
      if (msg.ok) waiter.resolve(msg as never);
      else waiter.reject(new Error(msg.error));
    });
  });
  const call = <T>(msg: object) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: resolve as (v: never) => void, reject });
      child.send({ id, ...msg });
    });
  return {
    url,
    pid: child.pid!,
    query: (sql, params) => call({ sql, params }),
    copyIn: (target, data) => call({ copyIn: { target, data } }),
    loopDelay: async (op) => (await call<{ rows: Array<{ maxMs: number; p99Ms: number }> }>({ loopDelay: op })).rows[0],
    rssMb: () => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Math.round(Number(kb ?? 0) / 1024);
    },
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      await call({ close: true }).catch(() => child.kill());
      await exited;
    },
  };
}
