import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '../../src/server/db/schema';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, freshPhone, waitFor } from '../support/wizard';

// The voice-call test page's endpoint, call capacity, and the webhook route in sandbox mode.

const PASSWORD = 'test-call-admin-pw';

describe('POST /api/test-bland-call and call capacity', () => {
  let server: TestServer;
  let admin: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1', ADMIN_PASSWORD: PASSWORD },
      providers: { voice: createSandboxVoice({ queuedMs: 200, talkMs: 200 }) },
    });
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  // A call with a script of the caller's choosing is an admin tool.
  const testCall = (json: unknown, ip: string) =>
    server.request('/api/test-bland-call', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, cookie: admin.header() },
      json,
    });

  it('refuses an anonymous caller: nobody outside can make the product phone a stranger with their own script', async () => {
    const phone = freshPhone();
    const res = await server.request('/api/test-bland-call', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { phoneNumber: phone, prompt: 'Say the stranger owes money.', options: { gender: 'male', age: '40s' } },
    });
    expect(res.status).toBe(401);
    expect(
      await server.ctx.db
        .select()
        .from(calls)
        .where(eq(calls.phoneNumber, `+1${phone}`)),
    ).toEqual([]);
  });

  it('places a sandbox call and answers provider-style JSON', async () => {
    const phone = freshPhone();
    const res = await testCall(
      { phoneNumber: phone, prompt: 'You are Sam, calling to test the line.', options: { gender: 'male', age: '40s' } },
      freshIp(),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      status: 'success',
      call_id: expect.stringMatching(/^sandbox-/),
      message: 'Sandbox: call simulated, no real phone call was placed.',
      mode: 'sandbox',
    });
    const [row] = await server.ctx.db.select().from(calls).where(eq(calls.providerCallId, body.call_id));
    expect(row).toMatchObject({
      purpose: 'test',
      phoneNumber: `+1${phone}`,
      voice: 'mason',
      prompt: 'You are Sam, calling to test the line.',
    });
    await waitFor(
      async () => (await server.ctx.db.select().from(calls).where(eq(calls.id, row.id)))[0].status === 'completed',
      10_000,
      'test call completed',
    );
  });

  it('needs both a phone number and a prompt, and a real number', async () => {
    const missing = await testCall({ phoneNumber: freshPhone(), prompt: '  ' }, freshIp());
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toContain('Please provide both phone number and prompt.');
    const bad = await testCall({ phoneNumber: '12345', prompt: 'hi' }, freshIp());
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Please enter a valid phone number with at least 10 digits');
  });

  it('is limited to 3 a minute per client and 3 a day per number', async () => {
    const ip = freshIp();
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await testCall({ phoneNumber: phone, prompt: 'hi' }, ip)).status).toBe(200);
    const burst = await testCall({ phoneNumber: freshPhone(), prompt: 'hi' }, ip);
    expect(burst.status).toBe(429);
    expect((await burst.json()).error).toBe('Too many test calls. Please wait a minute before trying again.');
    const daily = await testCall({ phoneNumber: phone, prompt: 'hi' }, freshIp());
    expect(daily.status).toBe(429);
    expect((await daily.json()).error).toBe(
      'This phone number has reached its limit of 3 test calls today. Please try again tomorrow.',
    );
  });

  it('reports call capacity to admins, and refuses calls once a limit is reached', async () => {
    expect((await send(server, new CookieJar(), '/api/admin/call-capacity')).status).toBe(401);
    const { jar } = await signInAdmin(server, PASSWORD);
    // Once the earlier test calls have finished, nothing is ringing.
    const before = await waitFor(
      async () => {
        const c = await (await send(server, jar, '/api/admin/call-capacity')).json();
        return c.concurrentCalls === 0 ? c : null;
      },
      10_000,
      'earlier calls finished',
    );
    expect(before).toMatchObject({ limits: { daily: 2000, hourly: 1000, concurrent: 50 }, canMakeCall: true });
    expect(before.dailyUsage).toBe(4);
    expect(before.hourlyUsage).toBe(4);

    // Fill the concurrent limit with calls that are still ringing.
    const ringing = Array.from({ length: 50 }, (_, i) => ({
      purpose: 'campaign',
      provider: 'sandbox',
      providerCallId: `sandbox-0-${i}`,
      phoneNumber: '+12125550000',
      prompt: 'x',
      status: 'in-progress' as const,
    }));
    await server.ctx.db.insert(calls).values(ringing);
    const full = await (await send(server, jar, '/api/admin/call-capacity')).json();
    expect(full).toMatchObject({ concurrentCalls: 50, dailyUsage: 54, canMakeCall: false });
    const refused = await testCall({ phoneNumber: freshPhone(), prompt: 'hi' }, freshIp());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe('Call capacity reached. Please try again later.');

    // Stale "active" rows (older than an hour) are not busy lines.
    await server.ctx.db
      .update(calls)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(calls.purpose, 'campaign'));
    const freed = await (await send(server, jar, '/api/admin/call-capacity')).json();
    expect(freed).toMatchObject({ concurrentCalls: 0, hourlyUsage: 4, dailyUsage: 54, canMakeCall: true });
  });

  it('refuses every webhook in sandbox mode (there is no secret to check against)', async () => {
    const res = await server.request('/api/webhooks/voice/sandbox', {
      method: 'POST',
      headers: { 'x-webhook-signature': 'ab' },
      json: { call_id: 'x', completed: true },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Invalid webhook signature');
  });
});
