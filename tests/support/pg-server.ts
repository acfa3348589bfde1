import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// A PostgreSQL server of a test's own, on a temporary data directory and a free port, that the
// test may stop and start again (a real restart: the shared server at TEST_DATABASE_URL must
// never be stopped). Built with the Debian binaries; PostgreSQL refuses to run as root, so under
// root every command runs as the `postgres` user, in a directory that user owns.

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Why a throwaway server cannot be made here, or null when it can. */
export function pgBinariesMissing(): string | null {
  const missing = ['initdb', 'pg_ctl'].filter((b) => !existsSync(path.join(BIN, b)));
  if (missing.length) return `PostgreSQL binaries not found in ${BIN} (${missing.join(', ')}); set PG_BIN_DIR`;
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return 'running as root without runuser: PostgreSQL refuses to run as root';
  return null;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export interface OwnPgServer {
  /** URL of `database` on this server. */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every session is told 57P01 and the server goes away. */
  stop(): Promise<void>;
  /** Stops the server (if up) and removes its directory. */
  destroy(): Promise<void>;
}

export async function startOwnPgServer(database = 'app'): Promise<OwnPgServer> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'own-pg-'));
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const pgCmd = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, bin), ...args]) : run(path.join(BIN, bin), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgCmd('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Durability is not what this server is for; no fsync keeps the drill fast on a busy machine.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let up = false;
  const server: OwnPgServer = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCmd('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', opts, '-w', '-t', '60', 'start']);
      up = true;
    },
    async stop() {
      await pgCmd('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      up = false;
    },
    async destroy() {
      if (up) await pgCmd('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      up = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return server;
}
