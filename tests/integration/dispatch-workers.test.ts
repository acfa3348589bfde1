import { and, count, eq, gte, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { calls, dispatchRuns, jobProgress, leads, sandboxCalls } from '../../src/server/db/schema';
import { dispatchFleet } from '../support/dispatch-workers';
import { itRaces } from '../support/races';

// 2,000 ready leads dispatched by 4 real worker processes (src/server/worker.ts, as `npm run
// worker` runs it) on one PostgreSQL database. The web server of the test places nothing
// (RUN_WORKERS=false): the dispatch job and its 3 extra lanes are taken by the workers.
// 500 calls already placed this hour leave room for exactly 2,000 under the daily and hourly
// caps (2,500), so the 10 extra leads must stay uncalled; the concurrent cap is 150.

const LEADS = 2010;
const PRIOR = 500;
const CAPS = { CALL_LIMIT_DAILY: '2500', CALL_LIMIT_HOURLY: '2500', CALL_LIMIT_CONCURRENT: '150' };
const WORKER_ENV = {
  DISPATCH_LANES: '4',
  DISPATCH_RETRIES: '0',
  SANDBOX_CALL_QUEUED_MS: '100',
  SANDBOX_CALL_TALK_MS: '200',
};

describe('dispatch across worker processes (PostgreSQL)', () => {
  const fleet = dispatchFleet({
    password: 'workers-pw',
    leads: LEADS,
    name: 'Workers',
    env: CAPS,
    workerEnv: WORKER_ENV,
  });
  afterAll(() => fleet.stop());

  itRaces(
    'never exceeds the concurrent, hourly and daily caps and calls every lead exactly once',
    async () => {
      const log = (m: string) => process.env.DEBUG_DISPATCH && console.log(m);
      const { db, campaignId, post } = await fleet.start();
      log('server and workers ready');
      const now = Date.now();
      // Placed this hour before the dispatch (nothing has reserved a call yet: the run starts below).
      await db.insert(calls).values(
        Array.from({ length: PRIOR }, (_, i) => ({
          purpose: 'trial',
          provider: 'sandbox',
          providerCallId: `prior-${i}`,
          phoneNumber: '+442071838750',
          prompt: 'x',
          status: 'completed' as const,
          createdAt: new Date(now - 30 * 60_000),
        })),
      );
      const t0 = Date.now();
      const res = await post('/dispatch-calls', { batchSize: 50, delayBetweenCalls: 1000, testMode: false });
      log(`posted after ${Date.now() - t0} ms`);
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({ now: LEADS });

      const deadline = Date.now() + 100_000;
      for (;;) {
        // The dispatch job is done when its progress says so (the 10 leads over the cap wait for a later run).
        const [run] = await db
          .select({ state: jobProgress.state })
          .from(dispatchRuns)
          .innerJoin(jobProgress, eq(jobProgress.jobId, dispatchRuns.jobId))
          .where(eq(dispatchRuns.campaignId, campaignId));
        if (run?.state === 'completed' || run?.state === 'failed' || Date.now() > deadline) break;
        if (process.env.DEBUG_DISPATCH) {
          const st = await db
            .select({ s: leads.callStatus, n: count() })
            .from(leads)
            .where(eq(leads.campaignId, campaignId))
            .groupBy(leads.callStatus);
          console.log(Math.round((Date.now() - t0) / 1000), JSON.stringify(st));
        }
        await new Promise((r) => setTimeout(r, 500));
      }

      const rows = await db
        .select({
          leadId: calls.leadId,
          createdAt: calls.createdAt,
          completedAt: calls.completedAt,
          status: calls.status,
        })
        .from(calls)
        .where(eq(calls.campaignId, campaignId));
      // Every lead the caps allow, exactly once.
      expect(rows).toHaveLength(LEADS - 10);
      expect(new Set(rows.map((r) => r.leadId)).size).toBe(LEADS - 10);
      const [{ dialled }] = await db
        .select({ dialled: sql<number>`count(distinct ${sandboxCalls.phoneNumber})::int` })
        .from(sandboxCalls);
      const [{ dials }] = await db.select({ dials: count() }).from(sandboxCalls);
      expect(dials).toBe(LEADS - 10);
      expect(dialled).toBe(LEADS - 10);
      // Daily and hourly: never more than 2,500 in any window (all of them fall inside one hour).
      const [{ inHour }] = await db
        .select({ inHour: count() })
        .from(calls)
        .where(gte(calls.createdAt, new Date(now - 3600_000)));
      expect(inHour).toBe(2500);
      // Concurrent: at each call's start, at most 150 calls were open (this one included).
      const spans = rows
        .map((r) => [r.createdAt.getTime(), r.completedAt?.getTime() ?? Infinity] as const)
        .sort((a, b) => a[0] - b[0]);
      let worst = 0;
      for (const [start] of spans) worst = Math.max(worst, spans.filter(([s, e]) => s <= start && e > start).length);
      expect(worst).toBeLessThanOrEqual(150);
      expect(worst).toBeGreaterThan(50); // the lanes really ran side by side
      const statuses = await db
        .select({ s: leads.callStatus, n: count() })
        .from(leads)
        .where(eq(leads.campaignId, campaignId))
        .groupBy(leads.callStatus);
      expect(Object.fromEntries(statuses.map((r) => [r.s, r.n]))).toEqual({ completed: LEADS - 10, pending: 10 });
      // The four processes all worked on it.
      const [{ lanes }] = await db
        .select({ lanes: count() })
        .from(sql`pgboss.job`)
        .where(and(sql`name = 'calls.dispatch'`));
      expect(lanes).toBeGreaterThanOrEqual(4);
    },
    240_000,
  );
});
