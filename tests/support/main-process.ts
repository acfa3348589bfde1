import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The app as `npm start` runs it: src/server/main.ts, web and job workers in ONE process (with
// RUN_WORKERS at its default), for drills that need the real process (a database restart that
// could end it). `node --import tsx` keeps it one process (the tsx CLI would add a parent).
// It runs in a directory of its own holding a stand-in client build, so it neither builds the
// client nor depends on one: main.ts reads dist/client from its working directory.

export interface MainProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote, stdout and stderr interleaved. */
  output: string[];
  /** Resolves once it listens. */
  ready: Promise<void>;
  /** Sends `signal` and answers the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startMainProcess(opts: { port: number; env: Record<string, string> }): MainProcess {
  const root = path.resolve(import.meta.dirname, '../..');
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'main-process-'));
  mkdirSync(path.join(cwd, 'dist/client'), { recursive: true });
  writeFileSync(path.join(cwd, 'dist/client/index.html'), '<!doctype html><title>Callcraft</title>');
  const child = spawn(
    process.execPath,
    ['--import', path.join(root, 'node_modules/tsx/dist/loader.mjs'), path.join(root, 'src/server/main.ts')],
    {
      cwd,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
        // As `npm start` runs (the test runner's own NODE_ENV is 'test').
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(opts.port),
        DATA_DIR: path.join(cwd, 'data'),
        // The business its live calls name (a live dispatch is refused without one).
        CALLER_BUSINESS_NAME: 'Restart Drill Heating',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(cwd, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      output.push(b.toString());
      if (b.toString().includes('Callcraft is running at')) resolve();
    });
    child.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
    void exited.then((code) =>
      reject(new Error(`exited (${code}) before it listened:\n${output.join('').slice(-3000)}`)),
    );
  });
  return {
    child,
    url: `http://127.0.0.1:${opts.port}`,
    output,
    ready,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && !child.signalCode) child.kill(signal);
      return exited;
    },
  };
}
