import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A test server running in a child process, and SQL on its database over IPC. */
export interface ServerProcess {
  url: string;
  pid: number;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; ms: number }>;
  close(): Promise<void>;
}

/** Starts bench/lib/server-child.ts (through tsx) with the given server env and the test template. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/prof'] : [])],
    env: { ...process.env, BENCH_SERVER_ENV: JSON.stringify(env) },
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
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      await call({ close: true }).catch(() => child.kill());
      await exited;
    },
  };
}
