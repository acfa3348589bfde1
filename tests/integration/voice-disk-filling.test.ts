import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStartChatResponse } from '../../src/common/conversations/schemas';
import {
  MAX_AGENT_TURN_TEXT,
  MAX_TOOL_CALLS_PER_TURN,
  TOOL_CALL_LIMIT_MESSAGE,
  VOICE_SESSION_FIRST_MESSAGE,
} from '../../src/common/conversations/tool-arguments';
import { conversationToolCalls, conversationTurns } from '../../src/server/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// A visitor's chat has two voice endpoints the browser feeds (tool calls, transcript lines). An
// anonymous client once grew the database by 200 MB in seconds through them: arguments with any
// number of keys, unlimited tool calls, agent lines appended past every cap, all without a voice
// session. Each bound below is what stops that.

describe('the voice endpoints of a visitor chat are bounded', () => {
  let site: StaticSite;
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    fake = await startFakeOpenAi();
    server = await startTestServer({
      env: { FETCH_ALLOW_HOSTS: '127.0.0.1', OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl },
    });
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
      await v.post('/api/save-agent-config', sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/` }))
    ).json();
    const chat = ZStartChatResponse.parse(await (await v.post('/api/agent-chats', { agentConfigId: id })).json());
    return { v, chatId: chat.chatId };
  }
  const storedCalls = (chatId: string) =>
    server.ctx.db.select().from(conversationToolCalls).where(eq(conversationToolCalls.conversationId, chatId));

  it('refuses tool calls and transcript lines for a chat that never opened a voice session', async () => {
    const { v, chatId } = await wizardChat();
    const tool = await v.post(`/api/agent-chats/${chatId}/voice-tools`, { name: 'end_call', arguments: '{}' });
    expect(tool.status).toBe(409);
    expect((await tool.json()).error).toBe(VOICE_SESSION_FIRST_MESSAGE);
    const turns = await v.post(`/api/agent-chats/${chatId}/voice-turns`, { turns: [{ role: 'agent', text: 'x' }] });
    expect(turns.status).toBe(409);
    expect(await storedCalls(chatId)).toHaveLength(0);
  });

  it("checks arguments against the tool's own schema: unknown keys, many keys, long values are refused", async () => {
    const { v, chatId } = await wizardChat();
    expect((await v.post(`/api/agent-chats/${chatId}/voice-session`)).status).toBe(200);
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, 'v'.repeat(400)]));
    const bodies = [
      { name: 'lookup_knowledge', arguments: many },
      { name: 'lookup_knowledge', arguments: JSON.stringify({ question: 'drains', extra: 'x' }) },
      { name: 'lookup_knowledge', arguments: { question: 'q'.repeat(501) } },
      { name: 'add_to_do_not_call', arguments: { note: 'x' } },
      { name: 'schedule_callback', arguments: { when: 5 } },
    ];
    for (const body of bodies) {
      const res = await v.post(`/api/agent-chats/${chatId}/voice-tools`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await storedCalls(chatId)).toHaveLength(0);
    const ok = await v.post(`/api/agent-chats/${chatId}/voice-tools`, {
      name: 'lookup_knowledge',
      arguments: { question: 'drain cleaning' },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it('caps tool calls per turn, and agent lines per turn', async () => {
    const { v, chatId } = await wizardChat();
    expect((await v.post(`/api/agent-chats/${chatId}/voice-session`)).status).toBe(200);
    for (let i = 0; i < MAX_TOOL_CALLS_PER_TURN; i++) {
      const res = await v.post(`/api/agent-chats/${chatId}/voice-tools`, {
        name: 'lookup_knowledge',
        arguments: { question: `drains ${i}` },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const over = await v.post(`/api/agent-chats/${chatId}/voice-tools`, {
      name: 'lookup_knowledge',
      arguments: { question: 'one more' },
    });
    expect(over.status).toBe(429);
    expect((await over.json()).error).toBe(TOOL_CALL_LIMIT_MESSAGE);
    expect(await storedCalls(chatId)).toHaveLength(MAX_TOOL_CALLS_PER_TURN);

    const line = { role: 'agent' as const, text: 'a'.repeat(1000) };
    for (let i = 0; i < 3; i++) {
      const res = await v.post(`/api/agent-chats/${chatId}/voice-turns`, { turns: Array(20).fill(line) });
      expect(res.status).toBe(200);
    }
    const turns = await server.ctx.db
      .select()
      .from(conversationTurns)
      .where(eq(conversationTurns.conversationId, chatId));
    expect(Math.max(...turns.map((t) => t.text.length))).toBeLessThanOrEqual(MAX_AGENT_TURN_TEXT);
  });
});
