import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signInAdmin } from '../../tests/support/session';
import { makePostgresTemplate, PG_TEMPLATE_DB, serverUrlFor } from '../../tests/support/template';
import type { TestServer } from '../../tests/support/test-server';
import { round } from './load';
import { startServerProcess, type ServerProcess } from './server-process';
import { withTestTemplate } from './test-template';

// The database benchmarks (lead list, import, import stall) run on the embedded database always
// and, when BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL too. Each PostgreSQL run
// gets a database of its own, cloned from a migrated template made for this process, and both are
// dropped afterwards (other engineers share the server). BENCH_DB=embedded|postgres picks one.

export type DbKind = 'embedded' | 'postgres';

export function benchDatabases(): DbKind[] {
  const only = process.env.BENCH_DB as DbKind | undefined;
  const kinds: DbKind[] = process.env.BENCH_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  return only ? kinds.filter((k) => k === only) : kinds;
}

const admin = async <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
};

/**
 * Runs `measure` with a server process on a fresh database of the given kind, then removes it.
 * `embeddedOnDisk`: PGlite keeps its files in a temporary folder, as production does (DATA_DIR),
 * rather than in memory, where every stored lead would count in the server's resident memory.
 */
export async function withBenchServer<T>(
  kind: DbKind,
  env: Record<string, string>,
  measure: (server: ServerProcess) => Promise<T>,
  opts: { embeddedOnDisk?: boolean } = {},
): Promise<T> {
  if (kind === 'embedded') {
    const dataDir = opts.embeddedOnDisk ? mkdtempSync(path.join(tmpdir(), 'callcraft-bench-')) : undefined;
    try {
      return await withTestTemplate(async () => {
        const server = await startServerProcess(env, { dataDir });
        try {
          return await measure(server);
        } finally {
          await server.close();
        }
      });
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const baseUrl = process.env.BENCH_DATABASE_URL!;
  await makePostgresTemplate(baseUrl);
  const name = `callcraft_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin((c) => c.query(`create database ${name} template ${PG_TEMPLATE_DB}`));
    const server = await startServerProcess(env, { databaseUrl: serverUrlFor(baseUrl, name) });
    try {
      return await measure(server);
    } finally {
      await server.close();
    }
  } finally {
    await admin(async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    });
  }
}

/** Signs in as the admin (ADMIN_PASSWORD in the server's env) and answers the cookie header. */
export async function adminCookie(server: ServerProcess, password: string): Promise<string> {
  const asTestServer = {
    url: server.url,
    request: (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const { json, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set('content-type', 'application/json');
      return fetch(server.url + path, {
        ...rest,
        headers: h,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
  } as unknown as TestServer;
  const { jar } = await signInAdmin(asTestServer, password);
  return jar.header();
}

/** The 1-minute load average now: written beside every figure (the machine is shared). */
export const load1 = () => round(loadavg()[0]);
