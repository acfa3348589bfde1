import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../src/common/audit/schemas';
import { ZStartChatResponse } from '../../src/common/conversations/schemas';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// A NUL character reached PostgreSQL from a visitor's chat and an admin's campaign settings (500
// after the message used a slot), and a refused request whose body held one was missing from the
// audit log. The shared clean-text schema now refuses it at the boundary (400 naming the field),
// and the audit log keeps the refusal.

const PASSWORD = 'nul-bytes-admin-password';

describe('NUL characters are refused at the boundary, and refusals are audited', () => {
  let site: StaticSite;
  let fake: FakeOpenAi;
  let server: TestServer;
  let admin: CookieJar;
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
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await site?.close();
  });

  it("a visitor's chat line, transcript line and tool arguments with NUL answer 400", async () => {
    const v = visitor(server);
    await v.get(`/api/scrape-website?url=${encodeURIComponent(`${site.url}/`)}&t=1`);
    const { id } = await (
      await v.post('/api/save-agent-config', sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/` }))
    ).json();
    const { chatId } = ZStartChatResponse.parse(await (await v.post('/api/agent-chats', { agentConfigId: id })).json());
    expect((await v.post(`/api/agent-chats/${chatId}/voice-session`)).status).toBe(200);

    const message = await v.post(`/api/agent-chats/${chatId}/messages`, { text: 'a\u0000b' });
    expect(message.status).toBe(400);
    expect((await message.json()).error).toContain('text');
    const turns = await v.post(`/api/agent-chats/${chatId}/voice-turns`, {
      turns: [{ role: 'visitor', text: 'a\u0000b' }],
    });
    expect(turns.status).toBe(400);
    for (const args of ['{"question":"a\\u0000b"}', { question: 'a\u0000b' }]) {
      const tool = await v.post(`/api/agent-chats/${chatId}/voice-tools`, {
        name: 'lookup_knowledge',
        arguments: args,
      });
      expect(tool.status).toBe(400);
    }
    // None of them used one of the chat's messages.
    const ok = await v.post(`/api/agent-chats/${chatId}/messages`, { text: 'hello' });
    expect(ok.status).toBe(200);
  });

  it("an admin's campaign settings with NUL answer 400, and the refusal is in the audit log", async () => {
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'NUL campaign', [
      { companyName: 'Acme', firstName: 'Dana', phoneNumber: '2125550931' },
    ]);
    for (const json of [{ website: 'https://a.example/\u0000' }, { businessName: 'Acme\u0000' }]) {
      const res = await send(server, admin, `/api/admin/campaigns/${campaignId}`, { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    let found: TAuditEntry[] = [];
    for (let i = 0; i < 100 && found.length < 2; i++) {
      const res = await send(server, admin, `/api/admin/audit-log?target=${campaignId}`);
      found = (await res.json()).entries as TAuditEntry[];
      if (found.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(found.map((e) => e.outcome)).toEqual([400, 400]);
    // Both written after their answers, possibly within the same instant: compared as a set.
    expect(found.map((e) => e.changes?.after)).toEqual(
      expect.arrayContaining([{ businessName: 'Acme\uFFFD' }, { website: 'https://a.example/\uFFFD' }]),
    );
  });
});
