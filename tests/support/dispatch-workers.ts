import type { Db } from '../../src/server/db/client';
import { insertReadyCampaign, testPhone } from './dispatch-leads';
import { send, signInAdmin, type CookieJar } from './session';
import { createTestDatabase, type TestDatabase } from './test-db';
import { startTestServer, type TestServer } from './test-server';
import { startWorker, type WorkerProcess } from './worker-process';

// The set-up of the multi-process dispatch tests (PostgreSQL only): a fresh database, a web server
// that places nothing (RUN_WORKERS=false: it only answers the admin's requests), a campaign of
// ready leads in a zone where it is now calling hours, and N real worker processes
// (src/server/worker.ts, as `npm run worker` runs it) that take the dispatch job and its lanes.

/** A time zone where it is now inside calling hours (8:00–21:00) for a lead placed there. */
export function callableZone(at = new Date()): string {
  const hour = at.getUTCHours();
  return hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
}

export interface DispatchFleet {
  testDb: TestDatabase;
  server: TestServer;
  db: Db;
  workers: WorkerProcess[];
  jar: CookieJar;
  campaignId: string;
  /** The leads' numbers, in lead order (testPhone(0), testPhone(1), …). */
  phones: string[];
  /** POST to /api/admin/campaigns/{campaignId}{path} as the signed-in admin. */
  post(path: string, json?: unknown): Promise<Response>;
}

/**
 * Starts everything; `stop()` (call it from afterAll, also after a failed start) ends the workers,
 * the server and the database in that order. `env` goes to the web server and every worker,
 * `workerEnv` to the workers only.
 */
export function dispatchFleet(o: {
  password: string;
  leads: number;
  name: string;
  env: Record<string, string>;
  workerEnv: Record<string, string>;
  workers?: number;
}) {
  let testDb: TestDatabase | undefined;
  let server: TestServer | undefined;
  const workers: WorkerProcess[] = [];
  return {
    async start(): Promise<DispatchFleet> {
      testDb = await createTestDatabase();
      server = await startTestServer({ testDb, env: { ADMIN_PASSWORD: o.password, RUN_WORKERS: 'false', ...o.env } });
      const db = server.ctx.db;
      const zone = callableZone();
      const phones = Array.from({ length: o.leads }, (_, i) => testPhone(i));
      const { campaignId } = await insertReadyCampaign(
        db,
        o.name,
        phones.map((phoneE164) => ({ phoneE164, timezone: zone })),
      );
      for (let i = 0; i < (o.workers ?? 4); i++) workers.push(startWorker(testDb.url!, { ...o.env, ...o.workerEnv }));
      await Promise.all(workers.map((w) => w.ready));
      const jar = (await signInAdmin(server, o.password)).jar;
      const s = server;
      const post = (path: string, json: unknown = {}) =>
        send(s, jar, `/api/admin/campaigns/${campaignId}${path}`, { method: 'POST', json });
      return { testDb, server, db, workers, jar, campaignId, phones, post };
    },
    async stop(): Promise<void> {
      await Promise.all(workers.map((w) => w.kill()));
      await server?.close();
      await testDb?.drop();
    },
  };
}
