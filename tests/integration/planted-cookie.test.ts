import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAdmin } from '../support/session';

// On an https PUBLIC_URL better-auth verifies only `__Secure-better-auth.session_token`. A cookie
// planted under the plain name (by a sibling subdomain or a plain-http answer) rides along with the
// admin's real one; the admin guard's session memory must never file the admin's session under it.

const PASSWORD = 'planted-cookie-admin-pw';
const SECURE = '__Secure-better-auth.session_token';
const PLAIN = 'better-auth.session_token';
const PLANTED = 'planted-by-attacker.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

describe('a planted session cookie', () => {
  let server: TestServer;
  let real: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: 'https://app.callcraft.io' } });
    const { res, jar } = await signInAdmin(server, PASSWORD);
    expect(res.status).toBe(200);
    expect(jar.names()).toContain(SECURE);
    real = jar.header().match(new RegExp(`${SECURE.replace(/[.]/g, '\\.')}=([^;]+)`))![1];
  });
  afterAll(() => server?.close());

  const asAdmin = (cookie: string) => server.request('/api/admin/session', { headers: { cookie } });

  it('does not become the admin’s session after riding along with the real cookie', async () => {
    expect((await asAdmin(`${PLAIN}=${PLANTED}; ${SECURE}=${real}`)).status).toBe(200);
    expect((await asAdmin(`${PLAIN}=${PLANTED}`)).status).toBe(401);
    expect((await asAdmin(`${SECURE}=${real}; ${PLAIN}=${PLANTED}`)).status).toBe(200);
    expect((await asAdmin(`${PLAIN}=${PLANTED}`)).status).toBe(401);
  });

  it('does not become the admin’s session as a second cookie of the configured name either', async () => {
    // better-auth reads the first of two same-named cookies; the memory must not file under the second.
    expect((await asAdmin(`${SECURE}=${real}; ${SECURE}=${PLANTED}`)).status).toBe(200);
    expect((await asAdmin(`${SECURE}=${PLANTED}`)).status).toBe(401);
    expect((await asAdmin(`${SECURE}=${PLANTED}; ${SECURE}=${real}`)).status).toBe(401);
  });

  it('still remembers the real cookie alone', async () => {
    for (let i = 0; i < 3; i++) expect((await asAdmin(`${SECURE}=${real}`)).status).toBe(200);
  });
});
