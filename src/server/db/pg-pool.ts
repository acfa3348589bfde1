import pg from 'pg';

/**
 * Every node-postgres pool of the app (Drizzle's, pg-boss's) is made here, so that no connection
 * is ever without an 'error' listener: node-postgres re-throws an 'error' event nobody listens to,
 * and that ends the process.
 *
 * The pool listens to its idle connections only (`onIdleError`). A connection checked out (a
 * Drizzle transaction, a COPY) is the holder's, and a server restart can end it between or under
 * the holder's statements: the server's 57P01 fails the running statement, the holder queues its
 * ROLLBACK, then the closed socket is reported as an 'error' event on the client. The listener
 * added to each new connection takes that event; the holder already learns of the failure from
 * its statements, which reject, and the pool discards the connection when it comes back.
 */
export function createPgPool(config: pg.PoolConfig, onIdleError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', onIdleError);
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** What to log of a connection failure: node-postgres attaches the whole client to some errors. */
export const connectionFailure = (err: Error) => ({ message: err.message, code: (err as { code?: string }).code });
