import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOICE_CALL_TAKEN_MESSAGE,
  ZStartChatResponse,
  ZVoiceCallResponse,
} from '../../src/common/conversations/schemas';
import { VOICE_SESSION_FIRST_MESSAGE, VOICE_SESSION_MINUTES } from '../../src/common/conversations/tool-arguments';
import { realtimeSessions } from '../../src/server/db/schema';
import { endVoiceCall } from '../../src/server/features/conversations/end-voice-call';
import { attachCallId, insertRealtimeSession } from '../../src/server/features/conversations/realtime-sessions.repo';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// A browser voice session is paid Realtime time, so the server ends it: the browser names the
// WebRTC call it connected (the Location header of OpenAI's SDP answer), and a job queued with it
// hangs the call up through POST /v1/realtime/calls/{call_id}/hangup when the session's time is
// up. Only a session minted for that chat takes a call id, once. Without a key the same end is
// recorded and labelled Sandbox.

const PASSWORD = 'voice-call-end-password';

describe('ending a voice session from the server (OpenAI fake)', () => {
  let site: StaticSite;
  let fake: FakeOpenAi;
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    fake = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_BASE_URL: fake.baseUrl,
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await site?.close();
  });

  async function wizardChat() {
    const v = visitor(server);
    await v.get(`/api/scrape-website?url=${encodeURIComponent(`${site.url}/`)}&t=1`);
    const { id } = await (
      await v.post(
        '/api/save-agent-config',
        sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/`, generatedPrompt: 'You are Sunny, the plumber.' }),
      )
    ).json();
    const chat = ZStartChatResponse.parse(await (await v.post('/api/agent-chats', { agentConfigId: id })).json());
    return { v, chatId: chat.chatId };
  }
  const sessionsOf = (conversationId: string) =>
    server.ctx.db.select().from(realtimeSessions).where(eq(realtimeSessions.conversationId, conversationId));

  it('takes the call id of a session minted for the chat, once, and hangs the call up when its time is up', async () => {
    const { v, chatId } = await wizardChat();
    // No session minted for this chat yet: no call id is taken.
    const early = await v.post(`/api/agent-chats/${chatId}/voice-session/call`, { callId: 'rtc_early' });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(VOICE_SESSION_FIRST_MESSAGE);

    const minted = await v.post(`/api/agent-chats/${chatId}/voice-session`);
    expect(minted.status, await minted.clone().text()).toBe(200);
    expect((await v.post(`/api/agent-chats/${chatId}/voice-session/call`, { callId: '../hangup' })).status).toBe(400);
    // Another visitor can't name a call for this chat.
    const stranger = await visitor(server).post(`/api/agent-chats/${chatId}/voice-session/call`, {
      callId: 'rtc_stranger',
    });
    expect(stranger.status).toBe(404);

    const before = Date.now();
    const res = await v.post(`/api/agent-chats/${chatId}/voice-session/call`, { callId: 'rtc_first1' });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = ZVoiceCallResponse.parse(await res.json());
    expect(body).toMatchObject({ callId: 'rtc_first1', mode: 'live' });
    const endsIn = new Date(body.endsAt).getTime() - before;
    expect(endsIn).toBeGreaterThan((VOICE_SESSION_MINUTES - 1) * 60_000);
    expect(endsIn).toBeLessThanOrEqual(VOICE_SESSION_MINUTES * 60_000);

    // One call per minted session.
    const again = await v.post(`/api/agent-chats/${chatId}/voice-session/call`, { callId: 'rtc_second2' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(VOICE_CALL_TAKEN_MESSAGE);

    // The hang-up is queued with the call id, to start at the session's end.
    const [session] = await sessionsOf(chatId);
    expect(session).toMatchObject({ callId: 'rtc_first1', endedAt: null });
    const jobs = await server.ctx.database.sql.query<{ id: string; start_after: Date; data: { sessionId: string } }>(
      "select id, start_after, data from pgboss.job where name = 'voice-call.end' and data->>'sessionId' = $1",
      [session.id],
    );
    expect(jobs.rows).toHaveLength(1);
    expect(Math.abs(new Date(jobs.rows[0].start_after).getTime() - session.endAt.getTime())).toBeLessThan(2000);
    expect(fake.hungUp).toEqual([]);

    // Time is up: the queued job runs and OpenAI is asked to hang up, with the key.
    await server.ctx.database.sql.query('update pgboss.job set start_after = now() where id = $1', [jobs.rows[0].id]);
    const deadline = Date.now() + 15_000;
    while (!fake.hungUp.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(fake.hungUp).toEqual(['rtc_first1']);
    const hangup = fake.requests.find((r) => r.path === '/v1/realtime/calls/rtc_first1/hangup');
    expect(hangup?.authorization).toBe(`Bearer ${fake.apiKey}`);
    let ended = (await sessionsOf(chatId))[0];
    for (let i = 0; i < 50 && !ended.endedAt; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ended = (await sessionsOf(chatId))[0];
    }
    expect(ended.endMode).toBe('live');
    expect(ended.endedAt).not.toBeNull();

    // Idempotent: a repeated end sends nothing more.
    expect(await endVoiceCall(server.ctx, session.id)).toEqual({ ended: false, mode: null });
    expect(fake.hungUp).toEqual(['rtc_first1']);
  });

  it("a call OpenAI no longer knows (the person hung up first) counts as ended; an admin's test chat has the same route", async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Voice end', [
      { phoneE164: testPhone(1), timezone: 'America/New_York' },
    ]);
    const admin = (path: string, json?: unknown) => send(server, jar, path, { method: 'POST', json });
    const chat = ZStartChatResponse.parse(await (await admin('/api/admin/agent-chats', { campaignId })).json());
    expect((await admin(`/api/admin/agent-chats/${chat.chatId}/voice-session`)).status).toBe(200);
    const res = await admin(`/api/admin/agent-chats/${chat.chatId}/voice-session/call`, { callId: 'rtc_gone' });
    expect(res.status, await res.clone().text()).toBe(200);
    // Another chat can't take a call id already given.
    const other = ZStartChatResponse.parse(await (await admin('/api/admin/agent-chats', { campaignId })).json());
    expect((await admin(`/api/admin/agent-chats/${other.chatId}/voice-session`)).status).toBe(200);
    expect(
      (await admin(`/api/admin/agent-chats/${other.chatId}/voice-session/call`, { callId: 'rtc_gone' })).status,
    ).toBe(409);

    fake.hungUp.push('rtc_gone'); // OpenAI answers 404 for it now
    const [session] = await sessionsOf(chat.chatId);
    expect(await endVoiceCall(server.ctx, session.id)).toEqual({ ended: true, mode: 'live' });
  });
});

describe('ending a voice session in the Sandbox', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('records the end, labelled Sandbox, and sends nothing', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Sandbox voice end', [
      { phoneE164: testPhone(2), timezone: 'America/New_York' },
    ]);
    const chat = ZStartChatResponse.parse(
      await (await send(server, jar, '/api/admin/agent-chats', { method: 'POST', json: { campaignId } })).json(),
    );
    // The Sandbox mints no Realtime session, so one is written as a mint would write it.
    const id = await insertRealtimeSession(server.ctx.db, chat.chatId, new Date(Date.now() + 60_000));
    expect(await attachCallId(server.ctx.db, chat.chatId, 'rtc_sandbox', new Date())).not.toBeNull();
    expect(await endVoiceCall(server.ctx, id)).toEqual({ ended: true, mode: 'sandbox' });
    const [row] = await server.ctx.db.select().from(realtimeSessions).where(eq(realtimeSessions.id, id));
    expect(row.endMode).toBe('sandbox');
    expect(row.endedAt).not.toBeNull();
  });
});
