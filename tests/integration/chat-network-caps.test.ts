import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DAILY_LIMIT_MESSAGE, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { REALTIME_MAX_OUTPUT_TOKENS } from '../../src/server/providers/llm/openai-realtime';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// Chats were counted per exact address: one IPv6 /64 (a single subscriber) started 58 chats
// against a cap of 30, each with its Realtime sessions. Chats are now counted per network, and
// chats and voice sessions also have a site-wide daily budget; a session's output is bounded.

describe('daily caps on chats and voice sessions, per network and for the site', () => {
  let site: StaticSite;
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    fake = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        TRUST_PROXY: '1',
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_BASE_URL: fake.baseUrl,
        AGENT_CHATS_PER_VISITOR_PER_DAY: '100',
        AGENT_CHATS_PER_IP_PER_DAY: '3',
        AGENT_CHATS_PER_DAY: '5',
        VOICE_SESSIONS_PER_IP_PER_DAY: '2',
        VOICE_SESSIONS_PER_DAY: '3',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await site?.close();
  });

  const v = () => visitor(server);
  let agent: { v: ReturnType<typeof v>; id: string };
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const start = (ip: string) =>
    agent.v.request('/api/agent-chats', { method: 'POST', headers: from(ip), json: { agentConfigId: agent.id } });
  const mint = (chatId: string, ip: string) =>
    agent.v.request(`/api/agent-chats/${chatId}/voice-session`, { method: 'POST', headers: from(ip) });
  const chats: string[] = [];

  it('counts the addresses of one IPv6 /64 as one network, then stops the whole site', async () => {
    agent = { v: v(), id: '' };
    const headers = from('198.51.100.7');
    await agent.v.request(`/api/scrape-website?url=${encodeURIComponent(`${site.url}/`)}&t=1`, { headers });
    const saved = await agent.v.request('/api/save-agent-config', {
      method: 'POST',
      headers,
      json: sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/` }),
    });
    agent.id = (await saved.json()).id;

    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) {
      const res = await start(ip);
      expect(res.status, await res.clone().text()).toBe(200);
      chats.push(ZStartChatResponse.parse(await res.json()).chatId);
    }
    const fourth = await start('2001:db8:1:2::4');
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error).toBe(CHAT_DAILY_LIMIT_MESSAGE);

    // Other networks share the site's budget of 5 (the refused fourth did not spend it).
    expect((await start('2001:db8:9:9::1')).status).toBe(200);
    expect((await start('203.0.113.9')).status).toBe(200);
    const over = await start('203.0.113.10');
    expect(over.status).toBe(429);
    expect((await over.json()).details).toMatchObject({ limit: 'site' });
  });

  it('caps voice sessions per network and for the site, each bounded in output', async () => {
    fake.reset();
    expect((await mint(chats[0], '2001:db8:1:2::1')).status).toBe(200);
    expect((await mint(chats[1], '2001:db8:1:2::2')).status).toBe(200);
    const third = await mint(chats[2], '2001:db8:1:2::3');
    expect(third.status).toBe(429);
    expect((await third.json()).details).toMatchObject({ limit: 'network' });
    expect((await mint(chats[2], '192.0.2.1')).status).toBe(200);
    const site = await mint(chats[0], '192.0.2.2');
    expect(site.status).toBe(429);
    expect((await site.json()).details).toMatchObject({ limit: 'site' });

    expect(fake.requests).toHaveLength(3);
    for (const asked of fake.requests)
      expect((asked.body.session as Record<string, unknown>).max_output_tokens).toBe(REALTIME_MAX_OUTPUT_TOKENS);
  });
});
