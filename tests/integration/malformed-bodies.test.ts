import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signInAdmin, signUpAndSignIn, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A body the server can't use is the client's mistake: 400 with a message, never a 500, on
// better-auth's routes (served through the bridge) as on the app's own.

const PASSWORD = 'malformed-bodies-admin-pw';
const BAD_BODIES = ['null', '"x"', '[]', '42', 'true'];

describe('malformed bodies', () => {
  let server: TestServer;
  let admin: CookieJar;
  let member: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    admin = (await signInAdmin(server, PASSWORD)).jar;
    member = (await signUpAndSignIn(server, 'malformed@example.com')).jar;
  });
  afterAll(() => server?.close());

  const post = (jar: CookieJar, path: string, body: string, type = 'application/json') =>
    send(server, jar, path, { method: 'POST', body, headers: { 'content-type': type } });

  it('answers 400 with a message for sign-up and update-user bodies that are not objects', async () => {
    for (const path of ['/api/auth/sign-up/email', '/api/auth/update-user', '/api/auth/sign-in/email']) {
      for (const body of BAD_BODIES) {
        const res = await post(member, path, body);
        expect(res.status, `${path} ${body}`).toBe(400);
        const answer = await res.json();
        expect(answer.error, `${path} ${body}`).toBe('The request body must be a JSON object');
      }
    }
    // Still working with a proper body.
    expect((await post(member, '/api/auth/update-user', JSON.stringify({ name: 'Mal Formed' }))).status).toBe(200);
  });

  it('answers 400 with a message for a registry upload sent as a JSON string', async () => {
    const res = await post(
      admin,
      '/api/admin/do-not-call/registry?kind=additions&downloadDate=2026-11-01',
      '"2125550143"',
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Choose a registry file to upload');
  });
});
