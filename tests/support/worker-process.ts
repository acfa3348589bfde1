import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// A real `npm run worker` process (src/server/worker.ts) against a test database, for tests that
// need several processes or a SIGKILL. `node --import tsx` keeps it ONE process (the tsx CLI would
// spawn a child that a SIGKILL of the parent leaves running).

export interface WorkerProcess {
  child: ChildProcess;
  output: string[];
  /** Resolves once the worker logged that it started. */
  ready: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startWorker(databaseUrl: string, env: Record<string, string> = {}): WorkerProcess {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    cwd: root,
    // Several of these share the test server's 100 connections with the other test files running
    // beside them: a small pool each (the job queue adds its own 4).
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (b: Buffer) => {
      const text = b.toString();
      output.push(text);
      if (text.includes('worker started')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
    child.on('exit', (code) =>
      reject(new Error(`worker exited (${code}) before it started:\n${output.join('').slice(-2000)}`)),
    );
  });
  return {
    child,
    output,
    ready,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
