import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAdminAccount } from '../../src/server/features/auth/ensure-admin-account';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieJar, send, signInAdmin, totpFromUri } from '../support/session';

const PASSWORD = 'security-admin-pw';

describe('admin account at boot', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  it('is idempotent, and re-sets the password (signing old sessions out) when ADMIN_PASSWORD changes', async () => {
    expect(await ensureAdminAccount(server.ctx)).toBe('unchanged');
    const { jar } = await signInAdmin(server, PASSWORD);
    expect((await send(server, jar, '/api/admin/session')).status).toBe(200);

    const rotated = { ...server.ctx, env: { ...server.ctx.env, ADMIN_PASSWORD: 'rotated-admin-pw' } };
    expect(await ensureAdminAccount(rotated)).toBe('password-reset');
    expect(await ensureAdminAccount(rotated)).toBe('unchanged');

    expect((await send(server, jar, '/api/admin/session')).status).toBe(401);
    expect((await signInAdmin(server, PASSWORD)).res.status).toBe(401);
    expect((await signInAdmin(server, 'rotated-admin-pw')).res.status).toBe(200);
    const { count } = await server.ctx.database.sql
      .query<{ count: string }>(`select count(*)::text as count from "user" where username = 'admin'`)
      .then((r) => r.rows[0]);
    expect(count).toBe('1');
  });
});

describe('expired sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  it('accepts the session just before 24 hours and refuses it after', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const signedInAt = Date.now();
    const lifetime = () =>
      server.ctx.database.sql
        .query<{ ms: string }>(
          `select (extract(epoch from expires_at - created_at) * 1000)::bigint::text as ms from session`,
        )
        .then((r) => r.rows.map((x) => Number(x.ms)));
    // The stored row's own expiry is 24 h after sign-in… (better-auth stamps created_at and
    // expires_at from two clock reads, so they may be a millisecond or so apart)
    const [ms, ...others] = await lifetime();
    expect(others).toEqual([]);
    expect(ms).toBeGreaterThan(24 * 3600_000 - 1_000);
    expect(ms).toBeLessThanOrEqual(24 * 3600_000);
    // …and better-auth compares it with Date: fake only Date, so the server's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(signedInAt + 24 * 3600_000 - 60_000);
    expect((await send(server, jar, '/api/admin/session')).status).toBe(200);
    vi.setSystemTime(signedInAt + 24 * 3600_000 + 1_000);
    expect((await send(server, jar, '/api/admin/session')).status).toBe(401);
    expect((await send(server, jar, '/api/admin/stats')).status).toBe(401);
    vi.useRealTimers();
    // Refused for good, not just while the clock is ahead: the expired row was deleted.
    expect(await lifetime()).toEqual([]);
    expect((await send(server, jar, '/api/admin/session')).status).toBe(401);
  });
});

describe('login abuse limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One trusted proxy hop, so each test speaks from the address it names in X-Forwarded-For.
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.close());

  const signInFrom = (ip: string, password: string, username = 'admin', jar = new CookieJar()) =>
    send(server, jar, '/api/auth/sign-in/username', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      json: { username, password },
    });

  it('nobody can lock the admin out: failures slow down only their own address, the admin still signs in and is told', async () => {
    const attacker = '198.51.100.66';
    for (let i = 0; i < 5; i++) expect((await signInFrom(attacker, `wrong-${i}`)).status).toBe(401);
    // The attacker's next try must wait a moment (a slow-down, not a 15-minute lock)…
    const slowed = await signInFrom(attacker, 'wrong-again');
    expect(slowed.status).toBe(429);
    const body = await slowed.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(2);

    // …while the admin, from an address without failures, signs in at once with the right password.
    const jar = new CookieJar();
    expect((await signInFrom('203.0.113.20', PASSWORD, 'admin', jar)).status).toBe(200);
    const session = await send(server, jar, '/api/admin/session');
    expect(session.status).toBe(200);
    expect((await session.json()).signInNotice).toEqual({ failedAttempts: 5, slowedAttempts: 1 });
    // Dismissed, it is gone; a signed-out caller can't dismiss it.
    expect((await server.request('/api/admin/session/sign-in-notice', { method: 'DELETE' })).status).toBe(401);
    expect((await send(server, jar, '/api/admin/session/sign-in-notice', { method: 'DELETE' })).status).toBe(204);
    expect((await (await send(server, jar, '/api/admin/session')).json()).signInNotice).toBeNull();
  });

  it('slows the same address down longer with each further failure, and a success from it clears the count', async () => {
    const ip = '198.51.100.67';
    for (let i = 0; i < 5; i++) expect((await signInFrom(ip, `wrong-${i}`, 'ghost')).status).toBe(401);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await signInFrom(ip, 'wrong-5', 'ghost')).status).toBe(401);
    const waited = await signInFrom(ip, 'wrong-6', 'ghost');
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get('retry-after'))).toBe(2);
    // An unknown username is throttled the same way as a real one; other names from the address are untouched.
    expect((await signInFrom(ip, PASSWORD)).status).toBe(200);
  });

  it('limits each IP to 30 attempts per 15 minutes across usernames', async () => {
    const other = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    try {
      for (let i = 0; i < 30; i++) {
        const r = await send(other, new CookieJar(), '/api/auth/sign-in/username', {
          method: 'POST',
          json: { username: `user${i}`, password: 'x' },
        });
        expect(r.status).toBe(401);
      }
      const blocked = await signInAdmin(other, PASSWORD);
      expect(blocked.res.status).toBe(429);
      expect((await blocked.res.json()).error).toMatch(/^Too many sign-in attempts\./);
    } finally {
      await other.close();
    }
  }, 90_000);
});

describe('cross-site requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  const signIn = (headers: Record<string, string>) =>
    server.request('/api/auth/sign-in/username', {
      method: 'POST',
      headers,
      json: { username: 'admin', password: PASSWORD },
    });

  it('refuses state-changing requests from another origin', async () => {
    const evil = await signIn({ origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error).toBe('Cross-site requests are not allowed');
    expect(evil.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(false);
    expect((await signIn({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('refuses a cross-site sign-out too, and accepts same-origin requests', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const out = await send(server, jar, '/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(out.status).toBe(403);
    expect((await send(server, jar, '/api/admin/session')).status).toBe(200);
    expect((await signIn({ origin: server.url })).status).toBe(200);
  });
});

describe('two-factor authentication (TOTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  it('enrols with an authenticator URI and backup codes, then demands a code at sign-in', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const enable = await send(server, jar, '/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: PASSWORD },
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await enable.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Callcraft:/);
    expect(backupCodes).toHaveLength(10);

    const wrongCode = await send(server, jar, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: '000000' === totpFromUri(totpURI) ? '111111' : '000000' },
    });
    expect(wrongCode.status).toBeGreaterThanOrEqual(400);
    const verify = await send(server, jar, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpFromUri(totpURI) },
    });
    expect(verify.status).toBe(200);
    const me = await (await send(server, jar, '/api/admin/session')).json();
    expect(me.user.twoFactorEnabled).toBe(true);

    // A password alone now opens no session…
    const first = await signInAdmin(server, PASSWORD);
    expect(await first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await send(server, first.jar, '/api/admin/session')).status).toBe(401);
    // …the code does.
    const second = await send(server, first.jar, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpFromUri(totpURI) },
    });
    expect(second.status).toBe(200);
    expect((await send(server, first.jar, '/api/admin/session')).status).toBe(200);

    // A backup code works once.
    const again = await signInAdmin(server, PASSWORD);
    const backup = await send(server, again.jar, '/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: backupCodes[0] },
    });
    expect(backup.status).toBe(200);
    expect((await send(server, again.jar, '/api/admin/session')).status).toBe(200);
    const reuse = await signInAdmin(server, PASSWORD);
    const replay = await send(server, reuse.jar, '/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: backupCodes[0] },
    });
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect((await send(server, reuse.jar, '/api/admin/session')).status).toBe(401);
  });
});
