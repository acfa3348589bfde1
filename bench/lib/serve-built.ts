import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The built client served by the real server (src/server/main.ts, as `npm start` runs it) on a
// local port, with a throw-away data dir and sandbox providers: what a visitor's browser talks to.

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function buildClient() {
  execSync('npx vite build', { stdio: 'ignore' });
}

export async function serveBuilt(port: number): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'callcraft-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      PUBLIC_URL: baseUrl,
      ADMIN_PASSWORD: 'bench-password',
      CONTACT_EMAIL: 'hello@callcraft.test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000; // generous: a busy shared machine boots slowly
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server on port ${port} did not become healthy`);
}
