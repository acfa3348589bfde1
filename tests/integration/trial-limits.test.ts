import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { voiceAgentTrials } from '../../src/server/db/schema';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, freshPhone, launch, saveConfig, verifyPhone, wizardVisitor } from '../support/wizard';
import { itRaces } from '../support/races';

// The abuse guard on trial calls: 3 launches a day per phone number, 10 per client address
// (the env defaults). TRUST_PROXY lets each test speak from its own address via X-Forwarded-For.
// Trials may take all of the call capacity here: on a quiet machine a dozen launches come faster
// than the Sandbox's calls end, and the trial share (its own test in phone-verification.test.ts)
// would refuse them before the limits this file is about.

describe('trial call allowance', () => {
  let server: TestServer;
  let agentId: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1', TRIAL_CAPACITY_SHARE: '1' },
      providers: { voice: createSandboxVoice({ queuedMs: 100, talkMs: 100 }) },
    });
    agentId = await saveConfig(server);
  });
  afterAll(() => server?.close());

  it('allows a phone number 3 launches a day, then refuses with a clear 429', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await launch(server, agentId, phone, ip)).status).toBe(200);
    // Another address does not help: the limit belongs to the number.
    const res = await launch(server, agentId, phone, freshIp());
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'This phone number has reached its limit of 3 trial calls today. Please try again tomorrow.',
    });
    // The same number in another format is the same number.
    const formatted = `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    expect((await launch(server, agentId, formatted, freshIp())).status).toBe(429);
    // Refused launches leave no trial behind that would count against tomorrow.
    const trials = await server.ctx.db
      .select()
      .from(voiceAgentTrials)
      .where(eq(voiceAgentTrials.phoneNumber, `+1${phone}`));
    expect(trials).toHaveLength(3);
    // Other numbers from the first address still work.
    expect((await launch(server, agentId, freshPhone(), ip)).status).toBe(200);
  });

  it('allows a client address 10 launches a day across numbers, then refuses', async () => {
    const ip = freshIp();
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    let ok = 0;
    for (const phone of phones) {
      for (let i = 0; i < 3 && ok < 10; i++, ok++) expect((await launch(server, agentId, phone, ip)).status).toBe(200);
    }
    expect(ok).toBe(10);
    const res = await launch(server, agentId, freshPhone(), ip);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe(
      'Too many trial calls from your network today (limit 10). Please try again tomorrow.',
    );
    expect((await launch(server, agentId, freshPhone(), freshIp())).status).toBe(200);
  });

  it('counts only the last 24 hours', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await launch(server, agentId, phone, ip)).status).toBe(200);
    expect((await launch(server, agentId, phone, ip)).status).toBe(429);
    // Move yesterday's launches out of the window.
    const old = new Date(Date.now() - 25 * 3600_000);
    await server.ctx.db
      .update(voiceAgentTrials)
      .set({ consentedAt: old, createdAt: old })
      .where(eq(voiceAgentTrials.phoneNumber, `+1${phone}`));
    expect((await launch(server, agentId, phone, ip)).status).toBe(200);
  });

  itRaces('does not let simultaneous launches slip past the allowance', async () => {
    const phone = freshPhone();
    // The race is about the launch allowance, so the number is proved once first (six proofs of one
    // number started at once supersede each other: a visitor's latest code is the one that counts).
    const visitor = wizardVisitor(server);
    await verifyPhone(visitor.who, phone);
    visitor.verified.add(phone);
    const results = await Promise.all(Array.from({ length: 6 }, () => launch(server, agentId, phone, freshIp())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
