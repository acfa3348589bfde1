import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { findConversation } from '../../src/server/features/conversations/conversations.repo';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { sampleConfig } from '../support/wizard';

// The same chat with a language model keyed: the OpenAI fake asks for lookup_knowledge, the
// engine runs it against the analysed site and sends the result back, and the model's answer is
// the reply; the tool call is stored and shown like the Sandbox's.

const PASSWORD = 'agent-chat-llm-admin-password';

describe('wizard agent chat through the LLM path (OpenAI fake)', () => {
  let site: StaticSite;
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    fake = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_BASE_URL: fake.baseUrl,
        ADMIN_PASSWORD: PASSWORD,
      },
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
    // The app speaks the opening: the trial call's candidate, naming the business its site names.
    expect(chat.messages[0].text).toContain(
      'Sunny, an AI assistant, calling about joining the team at Riverside Plumbing',
    );

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
    // The model is told the prompt it previews, then its role: the caller, never the business's receptionist.
    const system = String(first.messages?.[0].content);
    expect(system.startsWith('You are Sunny.')).toBe(true);
    expect(system).toContain('you are Sunny, the job candidate who phoned Riverside Plumbing & Drain');
    expect(system).toContain('The user is the person at Riverside Plumbing & Drain who picked up');
    expect(system).not.toMatch(/our business/i);
    expect(first.messages?.at(-1)).toEqual({ role: 'user', content: 'Do you clean drains?' });
    expect(fake.requests[1].body.messages?.at(-1)).toMatchObject({ role: 'tool' });
  });

  it("a campaign's test chat is the campaign's agent: its persona, business and script reach the model", async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Persona campaign', [
      { companyName: 'Acme Roofing', firstName: 'Dana', phoneNumber: '2125550150' },
    ]);
    const script = '1. Greet them as {{name}} from {{businessName}} and mention the PINEAPPLE offer.';
    const patched = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { businessName: 'Sandoval Heating & Air', personaName: 'Marisol', script },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const started = await send(server, jar, '/api/admin/agent-chats', {
      method: 'POST',
      json: { campaignId, leadId: leadIds[0] },
    });
    const chat = ZStartChatResponse.parse(await started.json());
    expect(chat.agentName).toBe('Marisol');
    expect(chat.messages[0].text).toBe(
      'Hi, this is Marisol, an AI assistant calling from Sandoval Heating & Air. Is now a good moment to talk?',
    );

    fake.reset();
    const res = await send(server, jar, `/api/admin/agent-chats/${chat.chatId}/messages`, {
      method: 'POST',
      json: { text: 'Who is this?' },
    });
    expect(res.status).toBe(200);
    const system = String(fake.requests[0].body.messages?.[0].content);
    const stored = await findConversation(server.ctx.db, chat.chatId);
    expect(system.startsWith(stored!.prompt)).toBe(true);
    expect(system).toContain('You are Marisol, calling Acme Roofing');
    expect(system).toContain('Greet them as Marisol from Sandoval Heating & Air and mention the PINEAPPLE offer.');
    expect(system).toContain(
      'You are Marisol, calling on behalf of Sandoval Heating & Air; the user is the person you phoned.',
    );
    expect(system).not.toMatch(/\bAva\b|job candidate/);
  });
});
