import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, voiceAgentTrials } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieJar, send, signInAdmin } from '../support/session';

// The smaller holes a security probe found.

const PASSWORD = 'abuse-paths-admin-pw';

describe('smaller holes (issue 29 item 4)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  const signUp = (json: Record<string, unknown>) =>
    send(server, new CookieJar(), '/api/auth/sign-up/email', { method: 'POST', json });

  it('bounds sign-up fields like every other request, with a clear error and nothing stored', async () => {
    const huge = await signUp({
      email: `${'a'.repeat(100_000)}@example.com`,
      password: 'correct-horse-battery',
      name: 'Huge',
    });
    expect(huge.status).toBe(400);
    expect((await huge.json()).error).toBe('Email must be at most 254 characters');
    const longName = await signUp({
      email: 'long-name@example.com',
      password: 'correct-horse-battery',
      name: 'n'.repeat(201),
    });
    expect(longName.status).toBe(400);
    expect((await longName.json()).error).toBe('Name must be at most 200 characters');
    const { rows } = await server.ctx.database.sql.query<{ n: string }>(
      `select count(*)::text as n from "user" where email like 'aaaa%' or email = 'long-name@example.com'`,
    );
    expect(rows[0].n).toBe('0');
    expect(
      (await signUp({ email: 'fine@example.com', password: 'correct-horse-battery', name: 'n'.repeat(200) })).status,
    ).toBe(200);
  });

  it('refuses Origin: null on admin requests (sandboxed frames, data: pages)', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await send(server, jar, '/api/admin/session/sign-in-notice', {
      method: 'DELETE',
      headers: { origin: 'null' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Cross-site requests are not allowed');
    const signIn = await server.request('/api/auth/sign-in/username', {
      method: 'POST',
      headers: { origin: 'null' },
      json: { username: 'admin', password: PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(false);
  });

  it('shows a recording link only when it is https on the voice provider’s own host', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const [trial] = await server.ctx.db
      .insert(voiceAgentTrials)
      .values({ phoneNumber: '+12125550199', agentConfig: {}, callStatus: 'completed' })
      .returning();
    const [call] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'trial',
        provider: 'sandbox',
        phoneNumber: '+12125550199',
        prompt: 'p',
        status: 'completed',
        trialId: trial.id,
        recordingUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        metadata: {},
      })
      .returning();
    await server.ctx.db.update(voiceAgentTrials).set({ callId: call.id });
    const list = await (await send(server, jar, '/api/admin/voice-agent-trials')).json();
    const shown = list.find((t: { id: string }) => t.id === trial.id);
    expect(shown.callId).toBe(call.id);
    expect(shown.recordingUrl).toBeNull();
  });
});

describe('the booking (visitor) cookie over https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://app.callcraft.io' } });
  });
  afterAll(() => server?.close());

  it('is Secure whenever PUBLIC_URL is https, also outside production', async () => {
    const res = await server.request('/api/booking/config');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cc_vid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
  });
});
