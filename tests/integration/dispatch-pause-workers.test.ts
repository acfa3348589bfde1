import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { calls, dispatchRuns, leads, sandboxCalls } from '../../src/server/db/schema';
import { dispatchFleet } from '../support/dispatch-workers';
import { itRaces } from '../support/races';

// The scale-out drill: 4 real worker processes (src/server/worker.ts) dispatch 2,000 leads of a
// live run on the Sandbox voice provider; the web server of the test places nothing
// (RUN_WORKERS=false) and only answers Pause and Resume. Once the pause has committed (its
// answer carries the run's paused_at, stamped in the committing transaction) no dial in the
// Sandbox dial log may start more than 1 s later; after Resume every lead is called exactly once.

const LEADS = 2000;
const CAPS = { CALL_LIMIT_DAILY: '5000', CALL_LIMIT_HOURLY: '5000', CALL_LIMIT_CONCURRENT: '150' };
const WORKER_ENV = {
  DISPATCH_LANES: '4',
  DISPATCH_RETRIES: '0',
  SANDBOX_CALL_QUEUED_MS: '100',
  SANDBOX_CALL_TALK_MS: '300',
};
const PAUSE_AFTER = 400;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Pause and Resume across worker processes (PostgreSQL)', () => {
  const fleet = dispatchFleet({
    password: 'pause-workers-pw',
    leads: LEADS,
    name: 'Pause workers',
    env: CAPS,
    workerEnv: WORKER_ENV,
  });
  afterAll(() => fleet.stop());

  itRaces(
    'no dial starts more than 1 s after the pause commits; after Resume every lead is called exactly once',
    async () => {
      const { db, campaignId, phones, post } = await fleet.start();
      const res = await post('/dispatch-calls', { batchSize: 50, delayBetweenCalls: 1000, testMode: false });
      expect(res.status).toBe(202);
      const { runId } = await res.json();
      const dialCount = async () => Number((await db.select({ n: count() }).from(sandboxCalls))[0].n);

      // Pause mid-run.
      for (let i = 0; (await dialCount()) < PAUSE_AFTER; i++) {
        if (i > 600) throw new Error('the dispatch never reached the pause point');
        await sleep(100);
      }
      const paused = await (await post('/dispatch-run/pause')).json();
      expect(paused.run).toMatchObject({ id: runId, status: 'paused' });
      const pausedAt = new Date(paused.run.pausedAt).getTime();

      // Calls ringing at the pause finish; nothing new starts. Wait well past the 1 s bound.
      for (let i = 0; i < 200; i++) {
        const [{ open }] = await db
          .select({ open: count() })
          .from(calls)
          .where(inArray(calls.status, ['queued', 'in-progress']));
        if (Number(open) === 0 && Date.now() - pausedAt > 4000) break;
        await sleep(250);
      }
      const [{ last, n }] = await db
        .select({ last: sql<string>`max(${sandboxCalls.createdAt})`, n: count() })
        .from(sandboxCalls);
      const lateness = new Date(last).getTime() - pausedAt;
      console.log(`pause: ${n} dials before it, the last ${lateness} ms after the pause committed`);
      expect(lateness).toBeLessThanOrEqual(1000);
      expect(Number(n)).toBeLessThan(LEADS); // it really was mid-run
      // Each ended call's lead is settled by its call.finished handler, a moment after the call ends.
      const calling = async () =>
        Number((await db.select({ n: count() }).from(leads).where(eq(leads.callStatus, 'calling')))[0].n);
      for (let i = 0; i < 120 && (await calling()) > 0; i++) await sleep(250);
      expect(await calling()).toBe(0);

      // Resume: the same run calls the rest.
      const resumed = await (await post('/dispatch-run/resume')).json();
      expect(resumed.run).toMatchObject({ id: runId, status: 'running' });
      for (let i = 0; ; i++) {
        const [run] = await db
          .select({ status: dispatchRuns.status })
          .from(dispatchRuns)
          .where(eq(dispatchRuns.id, runId));
        if (run.status === 'finished') break;
        if (i > 600) throw new Error(`the resumed run did not finish (${run.status}, ${await dialCount()} dials)`);
        await sleep(250);
      }
      const dialled = await db
        .select({ phone: sandboxCalls.phoneNumber, n: count() })
        .from(sandboxCalls)
        .groupBy(sandboxCalls.phoneNumber);
      expect(dialled).toHaveLength(LEADS);
      expect(dialled.every((d) => Number(d.n) === 1)).toBe(true);
      expect(new Set(dialled.map((d) => d.phone))).toEqual(new Set(phones));
      const attempts = await db
        .select({ leadId: calls.leadId, attempt: calls.attempt })
        .from(calls)
        .where(eq(calls.campaignId, campaignId));
      expect(attempts).toHaveLength(LEADS);
      expect(attempts.every((a) => a.attempt === 1)).toBe(true);
      const statuses = await db
        .select({ s: leads.callStatus, n: count() })
        .from(leads)
        .where(eq(leads.campaignId, campaignId))
        .groupBy(leads.callStatus);
      expect(Object.fromEntries(statuses.map((r) => [r.s, Number(r.n)]))).toEqual({ completed: LEADS });
    },
    360_000,
  );
});
