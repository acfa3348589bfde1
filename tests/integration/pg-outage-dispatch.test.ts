import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { calls, dispatchRuns, sandboxCalls } from '../../src/server/db/schema';
import { insertReadyCampaign, leadStatusCounts, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { itRaces } from '../support/races';
import { send, signInAdmin } from '../support/session';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWorker, type WorkerProcess } from '../support/worker-process';

// The PostgreSQL server goes away in the middle of a live dispatch of 200 leads: every
// connection of the database is terminated (as a restart does) and new ones are refused for a
// while. The worker process must survive it, health must say so and recover within 60 s of the
// database's return, and the dispatch must still call every lead exactly once, leaving none in
// 'calling'. PostgreSQL only: the embedded database has no server to lose.

const LEADS = 200;
const OUTAGE_MS = 8_000;
const WORKER_ENV = {
  NODE_OPTIONS: '--trace-deprecation --stack-trace-limit=60',
  DISPATCH_RETRIES: '0',
  SANDBOX_CALL_QUEUED_MS: '100',
  SANDBOX_CALL_TALK_MS: '200',
};

async function outage(serverUrl: string, dbName: string, ms: number): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
    await new Promise((r) => setTimeout(r, ms));
  } finally {
    await admin.query(`alter database ${dbName} allow_connections true`);
    await admin.end();
  }
}

describe('a PostgreSQL outage in the middle of a dispatch', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const workers: WorkerProcess[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await server?.close();
    await testDb?.drop();
  });

  itRaces(
    'the worker survives, health recovers within 60 s, every lead is called once and none is left calling',
    async () => {
      testDb = await createTestDatabase();
      server = await startTestServer({ testDb, env: { ADMIN_PASSWORD: 'outage-pw', RUN_WORKERS: 'false' } });
      const db = server.ctx.db;
      const { campaignId } = await insertReadyCampaign(
        db,
        'Outage',
        Array.from({ length: LEADS }, (_, i) => ({ phoneE164: testPhone(i), timezone: zoneOpenNow() })),
      );
      const byStatus = () => leadStatusCounts(db, campaignId);

      const worker = startWorker(testDb.url!, WORKER_ENV);
      workers.push(worker);
      await worker.ready;
      const jar = (await signInAdmin(server, 'outage-pw')).jar;
      const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        method: 'POST',
        json: { batchSize: 10, delayBetweenCalls: 1000, testMode: false },
      });
      expect(res.status).toBe(202);

      for (let i = 0; i < 400; i++) {
        const s = await byStatus();
        if ((s.calling ?? 0) + (s.completed ?? 0) >= 40) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const dbName = new URL(testDb.url!).pathname.slice(1);
      const down = outage(process.env.TEST_DATABASE_URL!, dbName, OUTAGE_MS);
      await new Promise((r) => setTimeout(r, OUTAGE_MS / 2));
      const during = await server.request('/api/health');
      await down;
      expect(during.status).toBe(503);
      const back = Date.now();

      // Health is 200 again within 60 s of the database's return.
      let healthy = false;
      while (Date.now() - back < 60_000) {
        const h = await server.request('/api/health').catch(() => null);
        if (h?.status === 200) {
          healthy = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(healthy, 'health 200 within 60 s of the database returning').toBe(true);

      const runStatus = async () =>
        (
          await db
            .select({ status: dispatchRuns.status })
            .from(dispatchRuns)
            .where(eq(dispatchRuns.campaignId, campaignId))
        )[0]?.status;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const s = await byStatus();
        if ((s.completed === LEADS && (await runStatus()) === 'finished') || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(worker.child.exitCode, worker.output.join('').slice(-3000)).toBeNull();
      expect(await byStatus()).toEqual({ completed: LEADS });
      const rows = await db
        .select({ leadId: calls.leadId, attempt: calls.attempt, sent: calls.providerCallId })
        .from(calls)
        .where(eq(calls.campaignId, campaignId));
      expect(new Set(rows.map((r) => r.leadId)).size).toBe(LEADS);
      const [{ dials, phones }] = await db
        .select({ dials: count(), phones: sql<number>`count(distinct ${sandboxCalls.phoneNumber})::int` })
        .from(sandboxCalls);
      expect({ dials, phones }).toEqual({ dials: LEADS, phones: LEADS });
      expect(await runStatus()).toBe('finished');
      // node-postgres warns when one client is sent a statement while another runs: two statements
      // at once inside one transaction, an error in pg 9.
      expect(worker.output.join('')).not.toContain('already executing a query');
    },
    240_000,
  );
});
