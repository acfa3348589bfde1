import { openDatabase, runMigrations } from '../../src/server/db/client';
import { startTestServer } from './test-server';

// A test server in a process of its own, on an embedded database in CHILD_DATA_DIR, for drills
// that SIGKILL it (tests/integration/import-killed.embedded.test.ts). Prints "LISTENING <url>" when ready.

const database = await openDatabase({ dataDir: process.env.CHILD_DATA_DIR! });
await runMigrations(database);
const server = await startTestServer({
  env: { ADMIN_PASSWORD: process.env.CHILD_ADMIN_PASSWORD!, RUN_WORKERS: 'false' },
  testDb: { database, drop: () => database.close() },
});
console.log(`LISTENING ${server.url}`);
