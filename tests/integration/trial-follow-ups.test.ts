import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialFollowUps, voiceAgentTrials } from '../../src/server/db/schema';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Voice Trials: Schedule Follow-up is stored (date, notes) and listed on the trial.

const PASSWORD = 'follow-ups-test-password';

describe('trial follow-ups', () => {
  let server: TestServer;
  let jar: CookieJar;
  let trialId: string;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const stored = async () => Number((await server.ctx.db.select({ n: count() }).from(trialFollowUps))[0].n);

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    const [t] = await server.ctx.db
      .insert(voiceAgentTrials)
      .values({ phoneNumber: '+14155550100', agentConfig: { industry: 'dental' }, callStatus: 'completed' })
      .returning();
    trialId = t.id;
  });
  afterAll(async () => server?.close());

  it('stores a follow-up with its date and notes and lists them soonest first', async () => {
    const later = await admin(`/api/admin/voice-agent-trials/${trialId}/follow-ups`, {
      method: 'POST',
      json: { scheduledFor: '2026-12-10', notes: 'Call back about pricing' },
    });
    expect(later.status).toBe(201);
    expect(await later.json()).toMatchObject({
      trialId,
      scheduledFor: '2026-12-10T12:00:00.000Z',
      notes: 'Call back about pricing',
    });
    await admin(`/api/admin/voice-agent-trials/${trialId}/follow-ups`, {
      method: 'POST',
      json: { scheduledFor: '2026-12-03T09:30:00-05:00' },
    });
    const list = await (await admin(`/api/admin/voice-agent-trials/${trialId}/follow-ups`)).json();
    expect(list.map((f: { scheduledFor: string; notes: string }) => [f.scheduledFor, f.notes])).toEqual([
      ['2026-12-03T14:30:00.000Z', ''],
      ['2026-12-10T12:00:00.000Z', 'Call back about pricing'],
    ]);
  });

  it('refuses a missing or invalid date, over-long notes, unknown or malformed trials, storing nothing', async () => {
    const before = await stored();
    const url = `/api/admin/voice-agent-trials/${trialId}/follow-ups`;
    expect((await admin(url, { method: 'POST', json: { notes: 'x' } })).status).toBe(400);
    expect((await admin(url, { method: 'POST', json: { scheduledFor: 'next tuesday' } })).status).toBe(400);
    expect(
      (await admin(url, { method: 'POST', json: { scheduledFor: '2026-12-10', notes: 'x'.repeat(2001) } })).status,
    ).toBe(400);
    expect(
      (
        await admin('/api/admin/voice-agent-trials/00000000-0000-4000-8000-000000000000/follow-ups', {
          method: 'POST',
          json: { scheduledFor: '2026-12-10' },
        })
      ).status,
    ).toBe(404);
    expect((await admin('/api/admin/voice-agent-trials/nope/follow-ups')).status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('is admin-only', async () => {
    const anon = new CookieJar();
    expect((await send(server, anon, `/api/admin/voice-agent-trials/${trialId}/follow-ups`)).status).toBe(401);
    expect(
      (
        await send(server, anon, `/api/admin/voice-agent-trials/${trialId}/follow-ups`, {
          method: 'POST',
          json: { scheduledFor: '2026-12-10' },
        })
      ).status,
    ).toBe(401);
  });
});
