import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceAgentTrials } from '../../src/server/db/schema';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieJar, send } from '../support/session';
import { freshPhone, launch, saveConfig } from '../support/wizard';

// Behind one proxy (TRUST_PROXY=1) a client that writes its own
// X-Forwarded-For entry ("<forged>, <real>": the proxy appends the real address) is still
// counted, limited and recorded under its real address.

const REAL = '203.0.113.9';
let forged = 1;
const xff = () => `198.18.0.${forged++}, ${REAL}`;

describe('client addresses behind one trusted proxy hop', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1', TRIAL_CALLS_PER_IP_PER_DAY: '2', SCRAPE_RATE_LIMIT_PER_MINUTE: '2' },
      providers: { voice: createSandboxVoice({ queuedMs: 100, talkMs: 100 }) },
    });
  });
  afterAll(() => server?.close());

  it('counts trial launches against the real address, and stores the real address on the trial', async () => {
    const agentId = await saveConfig(server);
    for (let i = 0; i < 2; i++) expect((await launch(server, agentId, freshPhone(), xff())).status).toBe(200);
    const third = await launch(server, agentId, freshPhone(), xff());
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe(
      'Too many trial calls from your network today (limit 2). Please try again tomorrow.',
    );
    const stored = await server.ctx.db.select({ ip: voiceAgentTrials.ipAddress }).from(voiceAgentTrials);
    expect(stored.map((r) => r.ip)).toEqual([REAL, REAL]);
  });

  it('counts website analyses against the real address', async () => {
    const scrape = () =>
      server.request('/api/scrape-website?url=http%3A%2F%2F127.0.0.1%2F', { headers: { 'x-forwarded-for': xff() } });
    for (let i = 0; i < 2; i++) expect((await scrape()).status).not.toBe(429);
    expect((await scrape()).status).toBe(429);
  });

  it('counts sign-in attempts against the real address', async () => {
    const attempt = () =>
      send(server, new CookieJar(), '/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': xff() },
        json: { email: `nobody${forged}@example.com`, password: 'wrong-password' },
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});
