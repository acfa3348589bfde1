import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// The same chat with a language model keyed: the OpenAI fake asks for lookup_knowledge, the
// engine runs it against the analysed site and sends the result back, and the model's answer is
// the reply; the tool call is stored and shown like the Sandbox's.

describe('wizard agent chat through the LLM path (OpenAI fake)', () => {
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

  it('runs the tool the model asks for and answers with what the model says after it', async () => {
    const v = visitor(server);
    // The analysis itself goes through the fake too (any JSON it answers is checked and replaced
    // by the offline reader's when unusable); the chat only needs the captured pages.
    await v.get(`/api/scrape-website?url=${encodeURIComponent(`${site.url}/`)}&t=1`);
    const { id } = await (
      await v.post('/api/save-agent-config', sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/` }))
    ).json();
    const chat = ZStartChatResponse.parse(await (await v.post('/api/agent-chats', { agentConfigId: id })).json());
    expect(chat.mode).toBe('live');

    fake.reset();
    fake.set({
      toolCalls: (req) =>
        req.messages?.at(-1)?.role === 'user'
          ? [{ name: 'lookup_knowledge', arguments: { question: 'drain cleaning' } }]
          : null,
    });
    const res = await v.post(`/api/agent-chats/${chat.chatId}/messages`, { text: 'Do you clean drains?' });
    expect(res.status).toBe(200);
    const body = ZChatMessageResponse.parse(await res.json());
    expect(body.toolCalls).toEqual([
      expect.objectContaining({ name: 'lookup_knowledge', input: { question: 'drain cleaning' }, test: true }),
    ]);
    expect(body.toolCalls[0].result).toMatchObject({ found: true });
    expect(body.messages[0].text).toMatch(/^Fake answer from the tool result: .*rain/);
    expect(fake.requests).toHaveLength(2);
    const first = fake.requests[0].body;
    expect(first.tools?.map((t) => t.function.name)).toContain('book_meeting');
    expect(first.messages?.[0]).toMatchObject({ role: 'system' });
    expect(first.messages?.at(-1)).toEqual({ role: 'user', content: 'Do you clean drains?' });
    expect(fake.requests[1].body.messages?.at(-1)).toMatchObject({ role: 'tool' });
  });
});
