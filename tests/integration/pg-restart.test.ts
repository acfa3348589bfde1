import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { calls, dispatchRuns, sandboxCalls } from '../../src/server/db/schema';
import { insertReadyCampaign, leadStatusCounts, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { startMainProcess, type MainProcess } from '../support/main-process';
import { freePort, pgBinariesMissing, startOwnPgServer, type OwnPgServer } from '../support/pg-server';
import { CookieJar } from '../support/session';

// A real PostgreSQL restart under the app as `npm start` runs it (web and workers in one
// process) during a live Sandbox dispatch: the server is stopped (`pg_ctl stop -m fast`, which
// ends every session with 57P01 and then refuses connections) and started again. The process
// must live through it: one connection without an 'error' listener ends it. Health must answer
// 503 while the server is gone and 200 within 60 s of its return, and every lead must be called
// exactly once with none left 'calling'. The server is the test's own (see pg-server.ts).
// The stop comes while one of the app's transactions has a statement in flight (its next
// capacity reservation, held back behind the test's own lock on the same key): a statement cut off
// inside a transaction is the case that left a checked-out connection with nobody listening.

const LEADS = 60;
/** How long the server stays down: long enough that the workers and health meet refused connections. */
const OUTAGE_MS = 3_000;
const missing = pgBinariesMissing();
/** The key calls.repo.ts's lockCallCapacity takes: every capacity reservation waits on it. */
const CAPACITY_LOCK_KEY = 0x43_61_6c_6c;

const until = async <T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('a real PostgreSQL restart under `npm start`', () => {
  let pgServer: OwnPgServer | undefined;
  let app: MainProcess | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await app?.stop('SIGKILL');
    await database?.close();
    await pgServer?.destroy();
  });

  it.skipIf(missing)(
    `the process survives, health recovers within 60 s, every lead is called once${missing ? ` (skipped: ${missing})` : ''}`,
    async () => {
      pgServer = await startOwnPgServer();
      app = startMainProcess({
        port: await freePort(),
        env: {
          DATABASE_URL: pgServer.url,
          ADMIN_PASSWORD: 'restart-pw',
          DISPATCH_RETRIES: '0',
          SANDBOX_CALL_QUEUED_MS: '100',
          SANDBOX_CALL_TALK_MS: '200',
        },
      });
      const proc = app;
      await proc.ready;
      const log = () => proc.output.join('').slice(-4000);
      const health = async () => (await fetch(`${proc.url}/api/health`)).status;
      expect(await health()).toBe(200);

      // The test's own pool meets the restart too: an idle connection's failure is not the test's.
      database = await openDatabase({ databaseUrl: pgServer.url, poolMax: 2, onIdleError: () => {} });
      const db = database.db;
      const { campaignId } = await insertReadyCampaign(
        db,
        'Restart',
        Array.from({ length: LEADS }, (_, i) => ({ phoneE164: testPhone(i), timezone: zoneOpenNow() })),
      );

      const jar = new CookieJar();
      const post = (path: string, json: unknown) =>
        fetch(proc.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: jar.header() },
          body: JSON.stringify(json),
        }).then((res) => (jar.take(res), res));
      expect((await post('/api/auth/sign-in/username', { username: 'admin', password: 'restart-pw' })).status).toBe(
        200,
      );
      const res = await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
        batchSize: 20,
        delayBetweenCalls: 1000,
        testMode: false,
      });
      expect(res.status, await res.clone().text()).toBe(202);

      // Mid-dispatch: some leads are called, most are not.
      await until('the dispatch under way', 60_000, async () => {
        const s = await leadStatusCounts(db, campaignId);
        return (s.calling ?? 0) + (s.completed ?? 0) >= 10 ? true : undefined;
      });
      const holder = new pg.Client({ connectionString: pgServer.url });
      holder.on('error', () => {}); // the stop ends this session too
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [CAPACITY_LOCK_KEY]);
      await until('a capacity reservation waiting on the lock', 30_000, async () => {
        const r = await holder.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and pid <> pg_backend_pid()",
        );
        return r.rows[0].n > 0 ? true : undefined;
      });
      await pgServer.stop();
      await holder.end().catch(() => {});
      const downAt = Date.now();
      const during: number[] = [];
      while (Date.now() - downAt < OUTAGE_MS) {
        expect(proc.child.exitCode, log()).toBeNull();
        during.push(await health().catch(() => 0));
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(proc.child.exitCode, log()).toBeNull();
      expect(during.length).toBeGreaterThan(0);
      expect(new Set(during), `health while the server was down: ${during.join(',')}`).toEqual(new Set([503]));

      await pgServer.start();
      const back = Date.now();
      await until('health 200 after the server returned', 60_000, async () =>
        (await health()) === 200 ? true : undefined,
      );
      const recoveredMs = Date.now() - back;
      expect(recoveredMs).toBeLessThan(60_000);

      const runStatus = async () =>
        (
          await db
            .select({ status: dispatchRuns.status })
            .from(dispatchRuns)
            .where(eq(dispatchRuns.campaignId, campaignId))
        )[0]?.status;
      await until('the dispatch finished', 90_000, async () => {
        const s = await leadStatusCounts(db, campaignId);
        return s.completed === LEADS && (await runStatus()) === 'finished' ? true : undefined;
      }).catch(async (err) => {
        throw new Error(`${err}: ${JSON.stringify(await leadStatusCounts(db, campaignId))}\n${log()}`);
      });
      expect(proc.child.exitCode, log()).toBeNull();
      expect(await leadStatusCounts(db, campaignId)).toEqual({ completed: LEADS });
      const rows = await db.select({ leadId: calls.leadId }).from(calls).where(eq(calls.campaignId, campaignId));
      expect(new Set(rows.map((r) => r.leadId)).size).toBe(LEADS);
      const [{ dials, phones }] = await db
        .select({ dials: count(), phones: sql<number>`count(distinct ${sandboxCalls.phoneNumber})::int` })
        .from(sandboxCalls);
      expect({ dials, phones }).toEqual({ dials: LEADS, phones: LEADS });

      // Its own log shows no error that nothing handled, and it still shuts down cleanly.
      const text = proc.output.join('');
      expect(text).not.toMatch(/Emitted 'error' event|Unhandled|uncaught|UnhandledPromiseRejection/i);
      expect(await proc.stop('SIGTERM'), log()).toBe(0);
      console.info(`pg-restart: health 200 ${recoveredMs} ms after the server returned`);
    },
    240_000,
  );
});
