import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteClient, openDatabase, wrapPglite, type Database } from '../../src/server/db/client';
import { PG_TEMPLATE_DB, pgliteTemplateBlob, serverUrlFor } from './template';

export interface TestDatabase {
  database: Database;
  /** Set when the test database lives on a Postgres server (TEST_DATABASE_URL). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a PGlite clone of the template, or, when
 * TEST_DATABASE_URL is set, a new Postgres database created from the template database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await createPgliteClient({ loadDataDir: pgliteTemplateBlob() });
    const database = wrapPglite(client, 'memory (test)');
    return { database, drop: () => database.close() };
  }
  const name = `callcraft_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  const url = serverUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolMax: 5, onIdleError: () => {} });
  return {
    database,
    url,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      // Pools (ours, pg-boss's) finish closing asynchronously: wait for their connections to go
      // rather than terminating them mid-goodbye, which surfaces as unhandled errors.
      for (let i = 0; i < 50; i++) {
        const { rows } = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
