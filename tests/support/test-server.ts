import { loadEnv, type Env } from '../../src/server/env';
import { bootstrap, shutdown } from '../../src/server/bootstrap';
import { buildApp, type BuildAppOptions } from '../../src/server/http/app';
import { createLogger } from '../../src/server/logger';
import type { AppContext, Clock } from '../../src/server/context';
import type { Providers } from '../../src/server/providers';
import type { JobDefinition } from '../../src/server/jobs/define-job';
import type { App } from '../../src/server/http/types';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestServer {
  url: string;
  ctx: AppContext;
  app: App;
  testDb: TestDatabase;
  /** fetch against the server; JSON bodies are serialised and their content type set. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  providers?: Partial<Providers>;
  clock?: Clock;
  jobs?: JobDefinition<any, any>[];
  serveClient?: boolean;
  /** Reuse a database (restart tests); the server won't drop it on close. */
  testDb?: TestDatabase;
  /** Sees every route as it is registered (route census). */
  onRoute?: BuildAppOptions['onRoute'];
}

/** The real server, on an ephemeral port, with a fresh database. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    // Without TRUST_PROXY every test request comes from 127.0.0.1: the per-address cap on texted
    // codes (default 10 a day) would be one shared budget for a whole file. Tests of it set it.
    PHONE_CODES_PER_IP_PER_DAY: '1000',
    // Likewise the site's daily budget of texts, which every test file's codes share.
    PHONE_CODES_PER_DAY: '100000',
    // And the daily allowances of anonymous expensive work (tests of them set their own).
    PROMPTS_PER_IP_PER_DAY: '100000',
    ANALYSES_PER_IP_PER_DAY: '100000',
    AGENT_CONFIGS_PER_IP_PER_DAY: '100000',
    // An operator who named their business: live dispatches go ahead without each campaign naming
    // one (tests of the refusal set it empty).
    CALLER_BUSINESS_NAME: 'Callcraft',
    ...opts.env,
  });
  const testDb = opts.testDb ?? (await createTestDatabase());
  const ctx = await bootstrap({
    env: testDb.url ? { ...env, DATABASE_URL: testDb.url } : env,
    logger: createLogger(env.LOG_LEVEL),
    database: testDb.database,
    providers: opts.providers,
    clock: opts.clock,
    extraJobs: opts.jobs,
  });
  const app = await buildApp(ctx, { serveClient: opts.serveClient ?? false, onRoute: opts.onRoute });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  ctx.setListenUrl(url);
  return {
    url,
    ctx,
    app,
    testDb,
    request(path, init = {}) {
      const { json, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set('content-type', 'application/json');
      return fetch(url + path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
    },
    async close() {
      await app.close();
      if (opts.testDb) await ctx.jobs.stop();
      else {
        await shutdown(ctx);
        if (testDb.url) await testDb.drop();
      }
    },
  };
}
