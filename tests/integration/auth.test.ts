import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieJar, send, signInAdmin, signUpAndSignIn, waitForMail } from '../support/session';

const PASSWORD = 'integration-admin-pw';

describe('admin sign-in and sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, ADMIN_EMAILS: 'boss@corp.test', ADMIN_EMAIL_DOMAINS: 'callcraft.test' },
    });
  });
  afterAll(() => server?.close());

  it('signs the boot-created admin in with username and password, behind an httpOnly SameSite cookie lasting 24 h', async () => {
    const { res, jar } = await signInAdmin(server, PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=86400/i);

    const session = await send(server, jar, '/api/admin/session');
    expect(session.status).toBe(200);
    const body = await session.json();
    expect(body.user.username).toBe('admin');
    const lifetimeH = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(lifetimeH).toBeGreaterThan(23.9);
    expect(lifetimeH).toBeLessThanOrEqual(24);
  });

  it('gives an unknown user exactly the answer a wrong password gets', async () => {
    const wrong = await signInAdmin(server, 'not-the-password');
    const unknown = await send(server, new CookieJar(), '/api/auth/sign-in/username', {
      method: 'POST',
      json: { username: 'nobody-here', password: 'whatever' },
    });
    const odd = await send(server, new CookieJar(), '/api/auth/sign-in/username', {
      method: 'POST',
      json: { username: 'x y!', password: 'whatever' },
    });
    expect(wrong.res.status).toBe(401);
    const strip = async (r: Response) => {
      const { requestId: _r, ...rest } = await r.json();
      return rest;
    };
    const a = await strip(wrong.res);
    expect(a).toEqual({
      error: 'Invalid username or password',
      code: 'UNAUTHENTICATED',
      details: { authCode: 'INVALID_USERNAME_OR_PASSWORD' },
    });
    expect(unknown.status).toBe(401);
    expect(await strip(unknown)).toEqual(a);
    expect(odd.status).toBe(401);
    expect(await strip(odd)).toEqual(a);
    expect(wrong.jar.names()).not.toContain('better-auth.session_token');
  });

  it('lets strangers sign up but refuses them the admin area (403), with a clear message', async () => {
    const { res, jar } = await signUpAndSignIn(server, 'stranger@elsewhere.test');
    expect(res.status).toBe(200);
    const session = await send(server, jar, '/api/admin/session');
    expect(session.status).toBe(403);
    expect((await session.json()).error).toBe('This account is not authorised to use the admin area');
    const stats = await send(server, jar, '/api/admin/stats');
    expect(stats.status).toBe(403);
    // …while better-auth itself confirms they are signed in (so /login can send them on).
    const own = await send(server, jar, '/api/auth/get-session');
    expect((await own.json()).user.email).toBe('stranger@elsewhere.test');
  });

  it('admits sign-ups listed in ADMIN_EMAILS or whose domain is in ADMIN_EMAIL_DOMAINS, once their address is verified', async () => {
    const { jar: admin } = await signInAdmin(server, PASSWORD);
    for (const email of ['Boss@Corp.test', 'ann@callcraft.test']) {
      const { res, jar } = await signUpAndSignIn(server, email);
      expect(res.status).toBe(200);
      expect((await send(server, jar, '/api/admin/session')).status).toBe(403);
      const mail = await waitForMail(server, admin, email.toLowerCase(), /^Verify your email/);
      expect(
        (
          await send(server, jar, new URL(mail.links[0]).pathname + new URL(mail.links[0]).search, {
            redirect: 'manual',
          })
        ).status,
      ).toBe(302);
      expect((await send(server, jar, '/api/admin/session')).status).toBe(200);
    }
    const sub = await signUpAndSignIn(server, 'eve@evil.callcraft.test');
    const link = (await waitForMail(server, admin, 'eve@evil.callcraft.test', /^Verify your email/)).links[0];
    await send(server, sub.jar, new URL(link).pathname + new URL(link).search, { redirect: 'manual' });
    expect((await send(server, sub.jar, '/api/admin/session')).status).toBe(403);
  });

  it('does not let anyone choose a username (it decides who is admin)', async () => {
    const jar = new CookieJar();
    const res = await send(server, jar, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'sneaky@x.test', password: 'long-enough-pw', name: 's', username: 'admin2' },
    });
    expect(res.status).toBe(400);
    const { jar: j2 } = await signUpAndSignIn(server, 'sneaky2@x.test');
    const upd = await send(server, j2, '/api/auth/update-user', { method: 'POST', json: { username: 'root' } });
    expect(upd.status).toBe(400);
  });

  it('signs out: the session row is gone and the cookie no longer works', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const copy = jar.header();
    expect((await send(server, jar, '/api/admin/session')).status).toBe(200);
    const out = await send(server, jar, '/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    const replay = await server.request('/api/admin/session', { headers: { cookie: copy } });
    expect(replay.status).toBe(401);
  });

  // The admin guard remembers a session for a few seconds (session-cache.ts); ending it must
  // still take effect on the very next request, not when the remembered entry runs out.
  it('refuses a signed-out or revoked session on the next admin request, though it was just used', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const copy = jar.header();
    for (let i = 0; i < 3; i++)
      expect((await server.request('/api/admin/campaigns', { headers: { cookie: copy } })).status).toBe(200);
    expect((await send(server, jar, '/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect((await server.request('/api/admin/campaigns', { headers: { cookie: copy } })).status).toBe(401);
    expect((await server.request('/api/admin/session', { headers: { cookie: copy } })).status).toBe(401);

    // Revoked from another of the admin's sessions: the revoked cookie is refused at once too.
    const first = (await signInAdmin(server, PASSWORD)).jar;
    const second = (await signInAdmin(server, PASSWORD)).jar;
    expect((await send(server, first, '/api/admin/campaigns')).status).toBe(200);
    expect((await send(server, second, '/api/auth/revoke-other-sessions', { method: 'POST', json: {} })).status).toBe(
      200,
    );
    expect((await send(server, first, '/api/admin/campaigns')).status).toBe(401);
    expect((await send(server, second, '/api/admin/campaigns')).status).toBe(200);
  });

  it('grants nothing for a forged or browser-side flag', async () => {
    const forged = await server.request('/api/admin/stats', {
      headers: { cookie: 'better-auth.session_token=forged.value; admin_authenticated=true', 'x-admin-auth': 'true' },
    });
    expect(forged.status).toBe(401);
  });

  it('hides the development credentials when ADMIN_PASSWORD is set', async () => {
    expect((await server.request('/api/dev-credentials')).status).toBe(404);
    // …and the login page is told so, so it never asks (a 404 in its console).
    expect((await (await server.request('/api/config')).json()).devCredentials).toBe(false);
  });
});

describe('development credentials', () => {
  let server: TestServer;
  beforeAll(async () => {
    // development keeps its secret in DATA_DIR: a throwaway one, not the checkout's ./data.
    server = await startTestServer({
      env: { NODE_ENV: 'development', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-auth-')) },
    });
  });
  afterAll(() => server?.close());

  it('shows the generated password, which really signs the admin in', async () => {
    expect((await (await server.request('/api/config')).json()).devCredentials).toBe(true);
    const res = await server.request('/api/dev-credentials');
    expect(res.status).toBe(200);
    const creds = await res.json();
    expect(creds.username).toBe('admin');
    expect(creds.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const { res: signIn } = await signInAdmin(server, creds.password);
    expect(signIn.status).toBe(200);
  });
});
