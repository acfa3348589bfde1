import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, payments, voiceAgentTrials } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, freshPhone, sampleConfig, verifyPhone, wizardVisitor } from '../support/wizard';

// The three requests that reached PostgreSQL with text it cannot store (500s), now
// refused at the boundary with a 400 naming the field, storing nothing; and the cleaning side of
// the rule for values the caller doesn't type into a form (stored headers).

describe('hostile text is refused at the boundary', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const stored = async () => ({
    events: (await server.ctx.db.select({ n: count() }).from(analyticsEvents))[0].n,
    payments: (await server.ctx.db.select({ n: count() }).from(payments))[0].n,
  });
  const pageView = (raw: string) =>
    server.request('/api/analytics/page-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: raw,
    });

  it('GET /api/verify-payment/%00 answers 400 naming paymentId, and stores nothing', async () => {
    const before = await stored();
    const res = await server.request('/api/verify-payment/%00');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'VALIDATION', requestId: expect.any(String) });
    expect(body.error).toContain('paymentId');
    expect(await stored()).toEqual(before);
  });

  it('a page view whose referrer holds NUL answers 400 naming referrer, and stores nothing', async () => {
    const before = await stored();
    const res = await pageView(JSON.stringify({ path: '/', referrer: 'https://a.example/\u0000' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toContain('referrer');
    expect(body.error).toContain('control characters');
    expect(await stored()).toEqual(before);
  });

  it('a page view whose referrer holds a lone surrogate answers 400 naming referrer, and stores nothing', async () => {
    const before = await stored();
    const res = await pageView('{"path":"/","referrer":"\\ud800"}');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toContain('referrer');
    expect(body.error).toContain('valid Unicode');
    expect(await stored()).toEqual(before);
  });

  it('accepted text is stored in NFC with plain line breaks', async () => {
    const res = await pageView(JSON.stringify({ path: '/', referrer: 'https://cafe\u0301.example/' }));
    expect(res.status).toBe(204);
    const rows = await server.ctx.db.select({ props: analyticsEvents.props }).from(analyticsEvents);
    expect(rows.map((r) => (r.props as { referrer?: string }).referrer)).toContain('https://caf\u00e9.example/');
  });

  it('ids that cannot be ids answer 400 before any query: wrong format, too long', async () => {
    for (const path of [
      '/api/jobs/not-a-uuid/events',
      `/api/jobs/${'a'.repeat(300)}/events`,
      '/api/verify-payment/a%20b',
      `/api/verify-payment/${'x'.repeat(256)}`,
    ]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).error, path).toMatch(/id|too long/);
    }
  });

  it('a malformed URL and an oversized request line get the one error shape', async () => {
    const bad = await server.request('/api/verify-payment/%ZZ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
      error: expect.stringContaining('not a valid url'),
    });
    const huge = await server.request(`/api/config?q=${'x'.repeat(100_000)}`);
    expect(huge.status).toBe(431);
    expect(await huge.json()).toMatchObject({ code: 'BAD_REQUEST', requestId: expect.any(String) });
  });

  it('a stored user agent is cleaned and capped, not refused', async () => {
    const phone = freshPhone();
    const { who } = wizardVisitor(server);
    await verifyPhone(who, phone);
    const res = await who.request('/api/voice-agent-trials', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp(), 'user-agent': `Mozilla\u0085\u0080 ${'x'.repeat(3000)}` },
      json: { phoneNumber: phone, agentConfig: sampleConfig(), callStatus: 'verified' },
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const [row] = await server.ctx.db
      .select({ ua: voiceAgentTrials.userAgent })
      .from(voiceAgentTrials)
      .where(eq(voiceAgentTrials.id, id));
    expect(row.ua).toMatch(/^Mozilla x+$/);
    expect(row.ua!.length).toBeLessThanOrEqual(512);
  });
});
