import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { calls, dispatchRuns, jobProgress, leads, sandboxCalls } from '../../src/server/db/schema';
import { insertReadyCampaign, leadStatusCounts, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { itRaces } from '../support/races';
import { send, signInAdmin } from '../support/session';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWorker, type WorkerProcess } from '../support/worker-process';

// A worker process (src/server/worker.ts) is killed with SIGKILL in the middle of a dispatch, and
// another one is started: the dispatch resumes (the stale-heartbeat sweep), attempts the dead
// process reserved but never sent are settled by the reconciler, and no lead is called twice or
// left in 'calling'. PostgreSQL only: a real second process needs a shared database.

const LEADS = 300;
const WORKER_ENV = { DISPATCH_RETRIES: '0', SANDBOX_CALL_QUEUED_MS: '100', SANDBOX_CALL_TALK_MS: '200' };

describe('dispatch survives a SIGKILL (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const workers: WorkerProcess[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await server?.close();
    await testDb?.drop();
  });

  itRaces(
    'a worker killed mid-dispatch and a new one started: every lead called once, none stuck in calling',
    async () => {
      testDb = await createTestDatabase();
      server = await startTestServer({ testDb, env: { ADMIN_PASSWORD: 'crash-pw', RUN_WORKERS: 'false' } });
      const db = server.ctx.db;
      const { campaignId } = await insertReadyCampaign(
        db,
        'Crash',
        Array.from({ length: LEADS }, (_, i) => ({ phoneE164: testPhone(i), timezone: 'UTC' })),
      );
      await db.update(leads).set({ timezone: zoneOpenNow() }).where(eq(leads.campaignId, campaignId));
      const byStatus = () => leadStatusCounts(db, campaignId);

      const first = startWorker(testDb.url!, WORKER_ENV);
      workers.push(first);
      await first.ready;
      const jar = (await signInAdmin(server, 'crash-pw')).jar;
      const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        method: 'POST',
        json: { batchSize: 10, delayBetweenCalls: 1000, testMode: false },
      });
      expect(res.status).toBe(202);
      const { jobId } = await res.json();

      for (let i = 0; i < 400; i++) {
        const s = await byStatus();
        if ((s.calling ?? 0) + (s.completed ?? 0) >= 60) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await first.kill('SIGKILL');
      const atKill = await byStatus();
      expect(atKill.pending).toBeGreaterThan(100); // killed in the middle, not at the end

      const second = startWorker(testDb.url!, WORKER_ENV);
      workers.push(second);
      await second.ready;
      const deadline = Date.now() + 90_000;
      for (;;) {
        const [p] = await db.select({ state: jobProgress.state }).from(jobProgress).where(eq(jobProgress.jobId, jobId));
        if (p?.state === 'completed' || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 500));
      }

      expect(await byStatus()).toEqual({ completed: LEADS });
      const rows = await db
        .select({ leadId: calls.leadId, attempt: calls.attempt, sent: calls.providerCallId })
        .from(calls)
        .where(eq(calls.campaignId, campaignId));
      expect(rows).toHaveLength(LEADS);
      expect(new Set(rows.map((r) => r.leadId)).size).toBe(LEADS);
      expect(rows.every((r) => r.attempt === 1 && r.sent)).toBe(true);
      const [{ dials, phones }] = await db
        .select({ dials: count(), phones: sql<number>`count(distinct ${sandboxCalls.phoneNumber})::int` })
        .from(sandboxCalls);
      expect({ dials, phones }).toEqual({ dials: LEADS, phones: LEADS });
      const [run] = await db
        .select({ status: dispatchRuns.status })
        .from(dispatchRuns)
        .where(eq(dispatchRuns.campaignId, campaignId));
      expect(run.status).toBe('finished');
    },
    150_000,
  );
});
