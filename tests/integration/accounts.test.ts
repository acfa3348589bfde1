import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../src/common/auth/schemas';
import { bootstrap } from '../../src/server/bootstrap';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieJar, readOutbox, send, signInAdmin, signInEmail, signUp, waitForMail } from '../support/session';

const PASSWORD = 'accounts-admin-pw';
const ADMIN_ROUTES = ['/api/admin/stats', '/api/admin/voice-agent-trials', '/api/debug/environment'];

/** A mailed link as a path on the test server (the mail carries the absolute URL). */
const local = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};
const strip = async (r: Response) => {
  const { requestId: _r, ...rest } = await r.json();
  return rest;
};

describe('email verification', () => {
  let server: TestServer;
  let admin: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, ADMIN_EMAIL_DOMAINS: 'acme-corp.test' } });
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  it('keeps an unverified allow-listed account out of every admin route (403, telling it to verify) until it follows the mailed link', async () => {
    const up = await signUp(server, 'ceo@acme-corp.test');
    expect(up.res.status).toBe(200);
    expect((await up.res.clone().json()).token).toBeNull();
    expect(up.jar.names()).not.toContain('better-auth.session_token');

    const { res, jar } = await signInEmail(server, 'ceo@acme-corp.test');
    expect(res.status).toBe(200);
    for (const route of ADMIN_ROUTES) {
      const refused = await send(server, jar, route);
      expect(refused.status).toBe(403);
      expect(await strip(refused)).toEqual({
        error: EMAIL_NOT_VERIFIED_MESSAGE,
        code: 'FORBIDDEN',
        details: { reason: 'EMAIL_NOT_VERIFIED' },
      });
    }

    const mail = await waitForMail(server, admin, 'ceo@acme-corp.test', /^Verify your email address/);
    expect(mail.text).toContain('expires after 24 hours');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0].startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);

    // Following the link in a fresh browser verifies the address and signs that browser in.
    const browser = new CookieJar();
    const follow = await send(server, browser, local(mail.links[0]), { redirect: 'manual' });
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/email-verified');
    expect(browser.names()).toContain('better-auth.session_token');
    for (const route of ADMIN_ROUTES) {
      expect((await send(server, browser, route)).status).toBe(200);
      // …and the session that was refused before is now accepted too.
      expect((await send(server, jar, route)).status).toBe(200);
    }
  });

  it('refuses a reused link: it opens the page saying so, and signs nobody in', async () => {
    await signUp(server, 'cfo@acme-corp.test');
    const link = local((await waitForMail(server, admin, 'cfo@acme-corp.test', /^Verify/)).links[0]);
    expect((await send(server, new CookieJar(), link, { redirect: 'manual' })).status).toBe(302);
    const again = new CookieJar();
    const reused = await send(server, again, link, { redirect: 'manual' });
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toBe('/email-verified?error=LINK_ALREADY_USED');
    expect(again.names()).not.toContain('better-auth.session_token');
  });

  it('refuses a tampered or expired link with the reason, leaving the account unverified', async () => {
    await signUp(server, 'cto@acme-corp.test');
    const link = local((await waitForMail(server, admin, 'cto@acme-corp.test', /^Verify/)).links[0]);
    const tampered = await send(
      server,
      new CookieJar(),
      link.replace(/token=([^.]+)\.([^.]+)\./, (_m, h, p) => `token=${h}.${p}x.`),
      { redirect: 'manual' },
    );
    expect(tampered.headers.get('location')).toBe('/email-verified?error=INVALID_TOKEN');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 60_000);
    const expired = new CookieJar();
    const late = await send(server, expired, link, { redirect: 'manual' });
    expect(late.headers.get('location')).toBe('/email-verified?error=TOKEN_EXPIRED');
    vi.useRealTimers();
    const { jar } = await signInEmail(server, 'cto@acme-corp.test');
    expect((await send(server, jar, '/api/admin/stats')).status).toBe(403);
  });

  it('sends a new link on request, at most one a minute', async () => {
    await signUp(server, 'coo@acme-corp.test');
    await waitForMail(server, admin, 'coo@acme-corp.test', /^Verify/);
    const ask = (email: string) =>
      send(server, new CookieJar(), '/api/auth/send-verification-email', { method: 'POST', json: { email } });
    const first = await ask('coo@acme-corp.test');
    expect(first.status).toBe(200);
    await waitForMail(server, admin, 'coo@acme-corp.test', /^Verify/, 2);
    const flood = await ask('coo@acme-corp.test');
    expect(flood.status).toBe(429);
    expect((await flood.json()).error).toBe(
      'A verification email was sent less than a minute ago. Please wait a minute before asking for another.',
    );
  });

  it('answers a sign-up with an existing address like a new one, mails the owner and changes nothing', async () => {
    await signUp(server, 'owner@elsewhere.test', 'owners-password');
    const fresh = await signUp(server, 'newcomer@elsewhere.test', 'another-password');
    const dupe = await signUp(server, 'owner@elsewhere.test', 'attackers-password');
    expect(dupe.res.status).toBe(fresh.res.status);
    const shape = (b: { token: unknown; user: Record<string, unknown> }) => ({
      token: b.token,
      keys: Object.keys(b.user).sort(),
      emailVerified: b.user.emailVerified,
    });
    expect(shape(await dupe.res.json())).toEqual(shape(await fresh.res.json()));
    const notice = await waitForMail(
      server,
      admin,
      'owner@elsewhere.test',
      /^Someone tried to create a Callcraft account/,
    );
    expect(notice.links).toEqual([`${server.url}/login`]);
    expect((await signInEmail(server, 'owner@elsewhere.test', 'owners-password')).res.status).toBe(200);
    expect((await signInEmail(server, 'owner@elsewhere.test', 'attackers-password')).res.status).toBe(401);
  });

  it('lists the outbox newest first for admins only, labelled Sandbox', async () => {
    const res = await send(server, admin, '/api/admin/outbox');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.mode).toBe('sandbox');
    const times = body.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await server.request('/api/admin/outbox')).status).toBe(401);
    const config = await (await server.request('/api/config')).json();
    expect(config.providers.mail).toEqual({ mode: 'sandbox', adapter: 'sandbox' });
  });
});

describe('password recovery', () => {
  let server: TestServer;
  let admin: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  const forgot = (email: string) =>
    send(server, new CookieJar(), '/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/reset-password' },
    });

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    await signUp(server, 'known@example.test', 'old-password-1');
    const known = await forgot('known@example.test');
    const unknown = await forgot('unknown@example.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const mail = await waitForMail(server, admin, 'known@example.test', /^Reset your Callcraft password/);
    expect(mail.text).toContain('expires after 1 hour');
    expect((await readOutbox(server, admin)).some((m) => m.recipient === 'unknown@example.test')).toBe(false);
  });

  it('resets with a single-use link and signs every other session out', async () => {
    const other = (await signInEmail(server, 'known@example.test', 'old-password-1')).jar;
    expect((await send(server, other, '/api/auth/get-session')).status).toBe(200);
    await forgot('known@example.test');
    const mail = await waitForMail(server, admin, 'known@example.test', /^Reset/, 2);
    const opened = await send(server, new CookieJar(), local(mail.links[0]), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location')!, server.url);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await send(server, new CookieJar(), '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'new-password-2' },
    });
    expect(reset.status).toBe(200);
    expect(await (await send(server, other, '/api/auth/get-session')).json()).toBeNull();
    expect((await signInEmail(server, 'known@example.test', 'old-password-1')).res.status).toBe(401);
    expect((await signInEmail(server, 'known@example.test', 'new-password-2')).res.status).toBe(200);

    const reused = await send(server, new CookieJar(), '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'third-password-3' },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).details).toEqual({ authCode: 'INVALID_TOKEN' });
    const reopened = await send(server, new CookieJar(), local(mail.links[0]), { redirect: 'manual' });
    expect(local(new URL(reopened.headers.get('location')!, server.url).toString())).toBe(
      '/reset-password?error=INVALID_TOKEN',
    );
    expect((await signInEmail(server, 'known@example.test', 'new-password-2')).res.status).toBe(200);
  });
});

describe('workers and the admin account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  it('a worker started with other settings (no ADMIN_PASSWORD, development) leaves the admin session and password alone', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    expect((await send(server, jar, '/api/admin/session')).status).toBe(200);

    const env = loadEnv({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-worker-')),
    });
    const worker = await bootstrap({
      env: server.testDb.url ? { ...env, DATABASE_URL: server.testDb.url } : env,
      logger: createLogger('silent'),
      database: server.testDb.database,
      runWorkers: true,
      role: 'worker',
    });
    await worker.jobs.stop();

    expect((await send(server, jar, '/api/admin/session')).status).toBe(200);
    expect((await signInAdmin(server, PASSWORD)).res.status).toBe(200);
  });
});

// Two web processes on one PostgreSQL: only meaningful on a server database, which CI provides.
describe.skipIf(!process.env.TEST_DATABASE_URL)('limits shared across processes (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    b = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD }, testDb: a.testDb });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts sign-ins from one address on both instances together: attempt 31 is refused', async () => {
    for (let i = 0; i < 30; i++) {
      const target = i % 2 === 0 ? a : b;
      const r = await send(target, new CookieJar(), '/api/auth/sign-in/username', {
        method: 'POST',
        json: { username: `user${i}`, password: 'x' },
      });
      expect(r.status).toBe(401);
    }
    for (const target of [a, b]) {
      const refused = await signInAdmin(target, PASSWORD);
      expect(refused.res.status).toBe(429);
      expect((await refused.res.json()).error).toMatch(/^Too many sign-in attempts\./);
    }
  });

  it('counts a public wizard limit on both instances together', async () => {
    const generate = (s: TestServer) => s.request('/api/generate-prompt', { method: 'POST', json: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await generate(i % 2 === 0 ? a : b)).status);
    // PROMPT_RATE_LIMIT_PER_MINUTE defaults to 20: twenty answered (whatever their validation), then 429.
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });
});
