import { rmSync } from 'node:fs';
import pg from 'pg';
import { PG_TEMPLATE_DB, makePgliteTemplate, makePostgresTemplate, templateFile } from './template';

// Runs once before all test files: builds the migrated template database(s), and removes them after.
export default async function setup() {
  await makePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await makePostgresTemplate(process.env.TEST_DATABASE_URL);
  return async () => {
    rmSync(templateFile(), { force: true });
    if (process.env.TEST_DATABASE_URL) {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
      await c.end();
    }
  };
}
