import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { createPgliteClient, runMigrations, wrapPglite, openDatabase } from '../../src/server/db/client';

// A migrated database, made once per test run and cloned for each test file: migrating takes
// seconds, loading a snapshot about half a second (PGlite) or a few ms (Postgres TEMPLATE).

/** Per test run (several runs may share a checkout); globalSetup publishes it to the workers. */
export const templateFile = () =>
  process.env.CALLCRAFT_TEST_TEMPLATE ?? path.resolve(`.tmp/test-template-${process.pid}.tar.gz`);
export const PG_TEMPLATE_DB = process.env.CALLCRAFT_PG_TEMPLATE ?? `callcraft_tpl_${process.pid}`;

async function installBossSchema(executeSql: (t: string, v: unknown[]) => Promise<{ rows: unknown[] }>) {
  const boss = new PgBoss({ db: { executeSql: executeSql as never }, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export async function makePgliteTemplate(): Promise<void> {
  const file = templateFile();
  process.env.CALLCRAFT_TEST_TEMPLATE = file;
  mkdirSync(path.dirname(file), { recursive: true });
  const client = await createPgliteClient();
  const database = wrapPglite(client, 'memory');
  await runMigrations(database);
  await installBossSchema((t, v) => (v?.length ? database.sql.query(t, v) : database.sql.exec(t)));
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

export function pgliteTemplateBlob(): Blob {
  const file = templateFile();
  if (!existsSync(file)) throw new Error('test template missing: run through vitest (globalSetup makes it)');
  return new Blob([readFileSync(file)]);
}

export function serverUrlFor(baseUrl: string, dbName: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

export async function makePostgresTemplate(baseUrl: string): Promise<void> {
  process.env.CALLCRAFT_PG_TEMPLATE = PG_TEMPLATE_DB;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${PG_TEMPLATE_DB}`);
  await admin.end();
  const url = serverUrlFor(baseUrl, PG_TEMPLATE_DB);
  const database = await openDatabase({ databaseUrl: url, poolMax: 2 });
  await runMigrations(database);
  await installBossSchema((t, v) => (v?.length ? database.sql.query(t, v) : database.sql.exec(t)));
  await database.close();
}
