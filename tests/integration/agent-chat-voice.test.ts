import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOICE_NEEDS_KEY_MESSAGE,
  VOICE_SESSION_LIMIT_MESSAGE,
  ZStartChatResponse,
  ZVoiceSessionResponse,
  ZVoiceToolRelayResponse,
} from '../../src/common/conversations/schemas';
import { conversations, conversationToolCalls, conversationTurns, doNotCall } from '../../src/server/db/schema';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// Browser voice: the server mints a Realtime client secret (against the OpenAI fake, which answers
// as POST /v1/realtime/client_secrets does) for the chat's prompt and tools, never handing out the
// key; the browser relays the model's tool calls and the transcript, stored on the conversation
// with the chat's own semantics (nothing real changes) and limits. Without a key: 409 saying why.

const PASSWORD = 'voice-chat-admin-password';

describe('voice sessions for agent chats (OpenAI fake)', () => {
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
    return { v, chat };
  }

  it('mints a client secret for the chat prompt and tools, and relays tools and transcript as a chat', async () => {
    const { v, chat } = await wizardChat();
    expect(chat.voice).toBe(true);
    fake.reset();
    const res = await v.post(`/api/agent-chats/${chat.chatId}/voice-session`);
    expect(res.status, await res.clone().text()).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain(fake.apiKey);
    const session = ZVoiceSessionResponse.parse(await res.json());
    expect(session.clientSecret).toMatch(/^ek_/);
    expect(session.model).toBe('gpt-realtime');
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // What OpenAI was asked: the chat's prompt, its six tools in Realtime function format, a voice.
    expect(fake.requests).toHaveLength(1);
    const asked = fake.requests[0];
    expect(asked.path).toBe('/v1/realtime/client_secrets');
    expect(asked.authorization).toBe(`Bearer ${fake.apiKey}`);
    const s = asked.body.session as Record<string, unknown> & { tools: Array<Record<string, unknown>> };
    expect(s).toMatchObject({ type: 'realtime', model: 'gpt-realtime', audio: { output: { voice: 'marin' } } });
    expect(s.instructions).toContain('You are Sunny, the plumber.');
    expect(s.tools.map((t) => t.name)).toEqual([
      'lookup_knowledge',
      'book_meeting',
      'transfer_to_human',
      'save_caller_details',
      'add_to_do_not_call',
      'schedule_callback',
      'end_call',
    ]);
    expect(s.tools[0]).toMatchObject({ type: 'function', parameters: { type: 'object' } });

    // Another visitor gets nothing: the chat is bound to the cookie that started it.
    expect((await visitor(server).post(`/api/agent-chats/${chat.chatId}/voice-session`)).status).toBe(404);

    // The model asked for a tool on the data channel: the browser relays it (arguments as a JSON string).
    const relayed = await v.post(`/api/agent-chats/${chat.chatId}/voice-tools`, {
      name: 'lookup_knowledge',
      arguments: JSON.stringify({ question: 'drain cleaning' }),
      callId: 'call_abc123',
    });
    expect(relayed.status, await relayed.clone().text()).toBe(200);
    const tool = ZVoiceToolRelayResponse.parse(await relayed.json());
    expect(tool).toMatchObject({
      callId: 'call_abc123',
      ended: false,
      toolCall: { name: 'lookup_knowledge', test: true },
    });
    expect(tool.toolCall.result).toMatchObject({ found: true });
    const malformed = await v.post(`/api/agent-chats/${chat.chatId}/voice-tools`, {
      name: 'lookup_knowledge',
      arguments: '{"question": cut',
    });
    expect(malformed.status).toBe(400);

    // The transcript as heard: caller lines count as messages, the agent's reply shares its turn.
    const turns = await v.post(`/api/agent-chats/${chat.chatId}/voice-turns`, {
      turns: [
        { role: 'visitor', text: 'Do you clean drains?' },
        { role: 'agent', text: 'Yes, we do.' },
        { role: 'agent', text: 'Anything else?' },
      ],
    });
    expect(turns.status, await turns.clone().text()).toBe(200);
    expect(await turns.json()).toEqual({ recorded: 3, ended: false });
    const stored = await server.ctx.db
      .select()
      .from(conversationTurns)
      .where(eq(conversationTurns.conversationId, chat.chatId))
      .orderBy(conversationTurns.seq);
    expect(stored.map((t) => [t.seq, t.role, t.text])).toEqual([
      [0, 'agent', chat.messages[0].text],
      [1, 'visitor', 'Do you clean drains?'],
      [2, 'agent', 'Yes, we do. Anything else?'],
    ]);
    // A typed message afterwards carries on the numbering.
    expect((await v.post(`/api/agent-chats/${chat.chatId}/messages`, { text: 'thanks' })).status).toBe(200);

    // end_call ends the chat: no new session, no more tools.
    const bye = await v.post(`/api/agent-chats/${chat.chatId}/voice-tools`, { name: 'end_call', arguments: '' });
    expect(ZVoiceToolRelayResponse.parse(await bye.json()).ended).toBe(true);
    const [row] = await server.ctx.db.select().from(conversations).where(eq(conversations.id, chat.chatId));
    expect(row.endedAt).not.toBeNull();
    expect((await v.post(`/api/agent-chats/${chat.chatId}/voice-session`)).status).toBe(409);
    const calls = await server.ctx.db
      .select()
      .from(conversationToolCalls)
      .where(eq(conversationToolCalls.conversationId, chat.chatId));
    expect(calls.filter((c) => c.name === 'lookup_knowledge' || c.name === 'end_call').map((c) => c.test)).toEqual([
      true,
      true,
    ]);
  });

  it('a chat opens at most three voice sessions (each is paid talk time)', async () => {
    const { v, chat } = await wizardChat();
    for (let i = 0; i < 3; i++)
      expect((await v.post(`/api/agent-chats/${chat.chatId}/voice-session`)).status).toBe(200);
    const fourth = await v.post(`/api/agent-chats/${chat.chatId}/voice-session`);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: VOICE_SESSION_LIMIT_MESSAGE });
  });

  it('caller lines past the chat limit are refused like typed ones', async () => {
    const { v, chat } = await wizardChat();
    expect((await v.post(`/api/agent-chats/${chat.chatId}/voice-session`)).status).toBe(200);
    const lines = Array.from({ length: 20 }, (_, i) => ({ role: 'visitor' as const, text: `line ${i + 1}` }));
    expect((await v.post(`/api/agent-chats/${chat.chatId}/voice-turns`, { turns: lines })).status).toBe(200);
    const over = await v.post(`/api/agent-chats/${chat.chatId}/voice-turns`, {
      turns: [{ role: 'visitor', text: 'one more' }],
    });
    expect(over.status).toBe(429);
    expect((await v.post(`/api/agent-chats/${chat.chatId}/voice-session`)).status).toBe(429);
  });

  it('admin test chat: secret minted, a relayed opt-out is recorded as test and the list is unchanged', async () => {
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Voice campaign', [
      { companyName: 'Acme Roofing', firstName: 'Dana', phoneNumber: '2125550931' },
    ]);
    const post = (path: string, json: unknown = {}) => send(server, jar, path, { method: 'POST', json });
    const chat = ZStartChatResponse.parse(await (await post('/api/admin/agent-chats', { campaignId })).json());
    expect(chat.voice).toBe(true);
    const session = await post(`/api/admin/agent-chats/${chat.chatId}/voice-session`);
    expect(session.status, await session.clone().text()).toBe(200);
    expect(ZVoiceSessionResponse.parse(await session.json()).clientSecret).toMatch(/^ek_/);
    const relayed = ZVoiceToolRelayResponse.parse(
      await (
        await post(`/api/admin/agent-chats/${chat.chatId}/voice-tools`, { name: 'add_to_do_not_call', arguments: '{}' })
      ).json(),
    );
    expect(relayed.toolCall).toMatchObject({ name: 'add_to_do_not_call', test: true });
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, '+12125550931'))).toHaveLength(0);
    // Not an admin: refused by the guard.
    const anon = await server.request(`/api/admin/agent-chats/${chat.chatId}/voice-session`, { method: 'POST' });
    expect(anon.status).toBe(401);
  });

  it("admin test chat: the campaign's persona speaks, in a voice of the persona's gender", async () => {
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Voice persona campaign', [
      { companyName: 'Acme Roofing', firstName: 'Dana', phoneNumber: '2125550932' },
    ]);
    const patched = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { personaName: 'Mateo', personaGender: 'male', voice: 'sandbox-mason', businessName: 'Sandoval Heating' },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const post = (path: string) => send(server, jar, path, { method: 'POST', json: { campaignId } });
    const chat = ZStartChatResponse.parse(await (await post('/api/admin/agent-chats')).json());
    fake.reset();
    expect((await post(`/api/admin/agent-chats/${chat.chatId}/voice-session`)).status).toBe(200);
    const s = fake.requests[0].body.session as { instructions: string; audio: { output: { voice: string } } };
    expect(s.audio.output.voice).toBe('cedar');
    expect(s.instructions).toContain('You are Mateo, calling');
    expect(s.instructions).toContain(
      'Speak first, with your opening line: "Hi, this is Mateo, an AI assistant calling from Sandoval Heating.',
    );
  });
});

describe('voice without an OpenAI key', () => {
  let site: StaticSite;
  let server: TestServer;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    server = await startTestServer({ env: { FETCH_ALLOW_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('the chat says voice is unavailable and a session is refused 409 saying what voice needs', async () => {
    const v = visitor(server);
    await v.get(`/api/scrape-website?url=${encodeURIComponent(`${site.url}/`)}&t=1`);
    const { id } = await (
      await v.post('/api/save-agent-config', sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/` }))
    ).json();
    const chat = ZStartChatResponse.parse(await (await v.post('/api/agent-chats', { agentConfigId: id })).json());
    expect(chat).toMatchObject({ mode: 'sandbox', voice: false });
    const res = await v.post(`/api/agent-chats/${chat.chatId}/voice-session`);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: VOICE_NEEDS_KEY_MESSAGE, code: 'CONFLICT' });
  });
});
