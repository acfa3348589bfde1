// node-postgres warns, once per process, when a client is sent a statement while another is still
// running on it: two statements at once inside one transaction. pg 9 makes that an error, so the
// suite treats the warning as one (the PostgreSQL lane is where it can appear).
// Files share a worker process (isolate: false), and this file runs before each: listen once.
const key = Symbol.for('callcraft.test.one-statement-warning');
const marked = globalThis as { [key]?: true };
if (!marked[key]) {
  marked[key] = true;
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message))
      throw new Error(`two statements at once on one connection: ${warning.message}`);
  });
}
