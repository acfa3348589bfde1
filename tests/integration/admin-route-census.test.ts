import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { bootstrap, shutdown, type BootedContext } from '../../src/server/bootstrap';
import { buildApp } from '../../src/server/http/app';
import { createLogger } from '../../src/server/logger';
import { errorHandler } from '../../src/server/http/error-handler';
import { installAdminGuard } from '../../src/server/http/admin-guard';
import type { App } from '../../src/server/http/types';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { protectedRoutes, routeCollector, runCensus, type Send } from '../support/route-census';
import { CookieJar } from '../support/session';

describe('route census: every /api/admin and /api/debug route of the real server needs an admin session', () => {
  const { routes, collect } = routeCollector();
  let testDb: TestDatabase;
  let ctx: BootedContext;
  let app: App;
  let url: string;

  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ADMIN_PASSWORD: 'census-admin-pw' });
    testDb = await createTestDatabase();
    ctx = await bootstrap({
      env: testDb.url ? { ...env, DATABASE_URL: testDb.url } : env,
      logger: createLogger('silent'),
      database: testDb.database,
    });
    // The same buildApp the server runs, with a hook that sees each route as it is registered.
    app = await buildApp(ctx, { onRoute: collect });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    ctx.setListenUrl(url);
  });
  afterAll(async () => {
    await app?.close();
    if (ctx) await shutdown(ctx);
    await testDb?.drop();
  });

  const send: Send = async (method, path, cookie) => {
    const res = await fetch(url + path, { method, headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    return res.status;
  };

  it('found the protected routes (a census of nothing would prove nothing)', () => {
    const found = protectedRoutes(routes).map((r) => `${r.method} ${r.url}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/session',
        'GET /api/admin/stats',
        'GET /api/admin/analytics',
        'POST /api/generate-agent-prompt',
        'POST /api/test-bland-call',
        'DELETE /api/admin/session/sign-in-notice',
        'POST /api/admin/firesearch',
        'POST /api/admin/campaigns/:id/dispatch-calls',
        'GET /api/admin/do-not-call',
        'POST /api/admin/webhooks',
        'PATCH /api/admin/webhooks/:id',
        'DELETE /api/admin/webhooks/:id',
        'POST /api/admin/webhooks/:id/rotate-secret',
        'GET /api/admin/webhooks/:id/deliveries',
        'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
      ]),
    );
  });

  it('each answers 401 without a session and 403 with a signed-in non-admin', async () => {
    const jar = new CookieJar();
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'census-stranger@outside.test', password: 'stranger-password', name: 'Stranger' }),
    });
    expect(signUp.status).toBe(200);
    // Sign-up opens no session (the address is unverified until its link is followed): sign in.
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'census-stranger@outside.test', password: 'stranger-password' }),
    });
    expect(signIn.status).toBe(200);
    jar.take(signIn);
    expect(jar.names()).toContain('better-auth.session_token');

    const findings = await runCensus(routes, send, jar.header());
    expect(findings).toEqual([]);
  });

  it('matches protected paths whatever their case', async () => {
    expect(await send('GET', '/API/Admin/Stats')).toBe(401);
  });
});

describe('route census helper', () => {
  const bare = async (guarded: boolean) => {
    const { routes, collect } = routeCollector();
    const app = Fastify() as unknown as App;
    app.setErrorHandler(errorHandler);
    app.addHook('onRoute', collect);
    // Pretends every caller is anonymous: enough to see whether a check runs at all.
    if (guarded)
      installAdminGuard(app, async () => ({ status: 'unauthenticated' }), {
        'GET /api/admin/leaky': 'admin:read',
        'POST /api/debug/things/:id': 'admin:read',
      });
    app.get('/api/admin/leaky', async () => ({ secret: 'campaign data' }));
    app.post('/api/debug/things/:id', async () => ({ ok: true }));
    app.get('/api/public', async () => ({ ok: true }));
    await app.ready();
    const send: Send = async (method, path) => (await app.inject({ method: method as 'GET', url: path })).statusCode;
    return { app, routes, send };
  };

  it('flags routes registered without the admin guard', async () => {
    const { app, routes, send } = await bare(false);
    const findings = await runCensus(routes, send);
    expect(findings.map((f) => `${f.route.method} ${f.route.url} ${f.got}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/leaky 200', 'POST /api/debug/things/:id 200']),
    );
    expect(findings.some((f) => f.route.url === '/api/public')).toBe(false);
    await app.close();
  });

  it('refuses to start with an admin route missing from the permission table', async () => {
    const app = Fastify() as unknown as App;
    installAdminGuard(app, async () => ({ status: 'unauthenticated' }), {});
    expect(() => app.get('/api/admin/unlisted', async () => ({}))).toThrow(
      /GET \/api\/admin\/unlisted is an admin route missing from ROUTE_PERMISSIONS/,
    );
    await app.close();
  });

  it('passes the same routes once the guard is installed', async () => {
    const { app, routes, send } = await bare(true);
    expect(protectedRoutes(routes).length).toBeGreaterThanOrEqual(2);
    expect(await runCensus(routes, send)).toEqual([]);
    await app.close();
  });
});
