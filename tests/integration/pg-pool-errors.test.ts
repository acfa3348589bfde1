import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgPool } from '../../src/server/db/pg-pool';

// A connection the server ends while a transaction holds it (as a restart does) must not end the
// process: node-postgres reports the closed socket as an 'error' event on the checked-out client,
// where the pool's own listener is detached. PostgreSQL only: the embedded database has no
// connections to lose.
const itPg = process.env.TEST_DATABASE_URL ? it : it.skip;

describe('pooled connections a server ends', () => {
  itPg('a connection ended inside a transaction fails its statements and leaves the pool usable', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const idle: Error[] = [];
    const pool = createPgPool({ connectionString: url, max: 1 }, (err) => idle.push(err));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const held = await pool.connect();
      await held.query('begin');
      const { pid } = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
      // No listener of the test's own: the 'end' that follows the 'error' event says it was emitted.
      const ended = new Promise((resolve) => held.once('end', resolve));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await ended;
      await expect(held.query('select 1')).rejects.toThrow();
      held.release();
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(idle).toEqual([]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
