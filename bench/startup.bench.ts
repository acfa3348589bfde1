import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import type { BenchResult } from './run';

// Time from process start to the first healthy GET /api/health, on a fresh data dir (creates the
// embedded database and runs every migration) and on the existing one (a normal restart).

const PORT = 4390;

async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ADMIN_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) return Math.round(performance.now() - started);
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('server did not become healthy within 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export default async function startupBench(): Promise<BenchResult> {
  if (!existsSync('dist/client/index.html')) execSync('npx vite build', { stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'callcraft-bench-'));
  try {
    const fresh = await timeToHealthy(dataDir);
    const existing: number[] = [];
    for (let i = 0; i < 3; i++) existing.push(await timeToHealthy(dataDir));
    existing.sort((a, b) => a - b);
    return {
      name: 'startup',
      metrics: {
        freshDataDirMs: fresh,
        existingDataDirMedianMs: existing[1],
        existingDataDirRunsMs: existing.map(String),
      },
      notes:
        'process spawn (node + tsx) → first 200 from /api/health; fresh = new embedded database + all migrations + job queue schema',
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
