import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_DAILY_LIMIT_MESSAGE,
  CHAT_MESSAGE_LIMIT_MESSAGE,
  ZChatMessageResponse,
  ZStartChatResponse,
} from '../../src/common/conversations/schemas';
import { findConversation, listToolCalls, listTurns } from '../../src/server/features/conversations/conversations.repo';
import { getDoNotCallList } from '../../src/server/features/outreach-state/do-not-call';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor, type Visitor } from '../support/visitor-client';
import { freshIp, sampleConfig } from '../support/wizard';

// The wizard's "Talk to …" chat over real HTTP and a real database, with the Sandbox engine
// answering from a fixture website the wizard analysed.

describe('wizard agent chat (Sandbox engine)', () => {
  let site: StaticSite;
  let server: TestServer;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    server = await startTestServer({
      env: {
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        TRUST_PROXY: '1',
        AGENT_CHATS_PER_VISITOR_PER_DAY: '4',
        AGENT_CHATS_PER_IP_PER_DAY: '6',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  /** A visitor from its own address who analysed the site and saved an agent called Sunny. */
  async function designedAgent(ip = freshIp()) {
    const v = visitor(server);
    const headers = { 'x-forwarded-for': ip };
    const scraped = await v.request(`/api/scrape-website?url=${encodeURIComponent(`${site.url}/`)}&t=1`, { headers });
    expect(scraped.status).toBe(200);
    const saved = await v.request('/api/save-agent-config', {
      method: 'POST',
      headers,
      json: sampleConfig({ name: 'Sunny', websiteUrl: `${site.url}/`, generatedPrompt: 'You are Sunny.' }),
    });
    const { id } = await saved.json();
    return { v, id: id as string, headers };
  }
  const start = (a: { v: Visitor; id: string; headers: Record<string, string> }) =>
    a.v.request('/api/agent-chats', { method: 'POST', headers: a.headers, json: { agentConfigId: a.id } });
  const say = async (v: Visitor, chatId: string, text: string, headers: Record<string, string>) =>
    v.request(`/api/agent-chats/${chatId}/messages`, { method: 'POST', headers, json: { text } });
  const reply = async (res: Response) => {
    expect(res.status).toBe(200);
    return ZChatMessageResponse.parse(await res.json());
  };

  it('opens with the agent name, answers from the site with its page, books once, never changes real state', async () => {
    const a = await designedAgent();
    const res = await start(a);
    expect(res.status).toBe(200);
    const chat = ZStartChatResponse.parse(await res.json());
    expect(chat).toMatchObject({ mode: 'sandbox', conversationMode: 'chat', agentName: 'Sunny' });
    expect(chat.messages).toEqual([{ role: 'agent', text: expect.stringContaining('Sunny'), seq: 0 }]);

    const q = await reply(await say(a.v, chat.chatId, 'Do you do water heater installation?', a.headers));
    expect(q.messages[0].text).toMatch(/water heater installation/i);
    expect(q.toolCalls).toEqual([
      expect.objectContaining({
        name: 'lookup_knowledge',
        test: true,
        result: expect.objectContaining({
          found: true,
          source: expect.objectContaining({ url: expect.stringContaining(site.url) }),
        }),
      }),
    ]);

    const offer = await reply(await say(a.v, chat.chatId, 'Could we book a meeting?', a.headers));
    const offered = offer.toolCalls[0].result.offered as Array<{ start: string; label: string }>;
    expect(offered).toHaveLength(3);
    expect(offer.messages[0].text).toContain(offered[1].label);
    const booked = await reply(await say(a.v, chat.chatId, 'The second one please', a.headers));
    expect(booked.toolCalls[0]).toMatchObject({
      name: 'book_meeting',
      input: { slotStart: offered[1].start },
      result: { booked: true, test: true },
    });
    const again = await reply(await say(a.v, chat.chatId, 'Can I book another meeting?', a.headers));
    expect(again.toolCalls[0].result).toMatchObject({ booked: false, reason: 'already_booked' });

    const later = await reply(await say(a.v, chat.chatId, 'Call me back tomorrow', a.headers));
    expect(later.toolCalls[0]).toMatchObject({ name: 'schedule_callback', result: { scheduled: true, test: true } });
    const person = await reply(await say(a.v, chat.chatId, 'Can I speak to a real person?', a.headers));
    expect(person.toolCalls[0]).toMatchObject({ name: 'transfer_to_human', result: { offerCallback: true } });

    const stop = await reply(await say(a.v, chat.chatId, 'Please stop calling me', a.headers));
    expect(stop.toolCalls.map((c) => c.name)).toEqual(['add_to_do_not_call', 'end_call']);
    expect(stop.ended).toBe(true);
    expect((await say(a.v, chat.chatId, 'hello?', a.headers)).status).toBe(409);
    expect((await getDoNotCallList(server.ctx)).total).toBe(0);

    // Stored: every turn in order, agent turns with their latency, tool calls with input and result.
    const stored = await findConversation(server.ctx.db, chat.chatId);
    expect(stored).toMatchObject({
      mode: 'chat',
      engine: 'sandbox',
      promptVersion: `agent-config:${a.id}`,
      visitorMessages: 7,
    });
    expect(stored!.endedAt).not.toBeNull();
    const turns = await listTurns(server.ctx.db, chat.chatId);
    expect(turns.map((t) => t.seq)).toEqual([...Array(15).keys()]);
    expect(turns.filter((t) => t.role === 'agent').every((t) => typeof t.latencyMs === 'number')).toBe(true);
    const calls = await listToolCalls(server.ctx.db, chat.chatId);
    expect(calls.map((c) => c.name)).toEqual([
      'lookup_knowledge',
      'book_meeting',
      'book_meeting',
      'book_meeting',
      'schedule_callback',
      'transfer_to_human',
      'add_to_do_not_call',
      'end_call',
    ]);
    expect(calls.every((c) => c.test)).toBe(true);
  });

  it("plays the trial call its prompt previews: the job candidate phoning the business by its site's name", async () => {
    const v = visitor(server);
    const headers = { 'x-forwarded-for': freshIp() };
    const websiteUrl = `${site.url}/`;
    const scraped = await v.request(`/api/scrape-website?url=${encodeURIComponent(websiteUrl)}&t=2`, { headers });
    expect(scraped.status).toBe(200);
    const config = sampleConfig({ name: 'Rosa', industry: 'custom', industryCustom: 'plumbing', websiteUrl });
    const generated = await v.request('/api/generate-prompt?v=1', { method: 'POST', headers, json: config });
    const { prompt } = (await generated.json()) as { prompt: string };
    // The name comes from the site's own title, not its address (127.0.0.1 names nothing).
    expect(prompt).toContain('You are Rosa, a job candidate phoning Riverside Plumbing & Drain');
    const saved = await v.request('/api/save-agent-config', {
      method: 'POST',
      headers,
      json: { ...config, generatedPrompt: prompt },
    });
    const a = { v, id: ((await saved.json()) as { id: string }).id, headers };

    const chat = ZStartChatResponse.parse(await (await start(a)).json());
    const opening = chat.messages[0].text;
    expect(opening).toBe(
      'Hi, this is Rosa, an AI assistant, calling about joining the team at Riverside Plumbing & Drain. Do you have a minute to chat?',
    );
    expect((await findConversation(server.ctx.db, chat.chatId))!.prompt).toBe(prompt);

    // The visitor answers as the business; the agent stays the caller and names the business.
    const hello = await reply(await say(v, chat.chatId, 'Hello, Riverside Plumbing, how can I help?', headers));
    expect(hello.messages[0].text).toContain('joining the team at Riverside Plumbing & Drain');
    const other = await reply(await say(v, chat.chatId, 'Sure, go ahead.', headers));
    const unknown = await reply(await say(v, chat.chatId, 'What is our parking policy?', headers));
    for (const text of [opening, hello.messages[0].text, other.messages[0].text, unknown.messages[0].text]) {
      expect(text).not.toMatch(/our business|how can I help/i);
    }
    expect(other.messages[0].text).toContain('Riverside Plumbing & Drain');
  });

  it('streams a reply as Server-Sent Events: tool calls, the reply in pieces, then the whole answer', async () => {
    const a = await designedAgent();
    const chat = ZStartChatResponse.parse(await (await start(a)).json());
    const res = await a.v.request(`/api/agent-chats/${chat.chatId}/messages/stream`, {
      method: 'POST',
      headers: a.headers,
      json: { text: 'Could we book a meeting?' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const events = (await res.text())
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return { event: event.replace('event: ', ''), data: JSON.parse(data.replace('data: ', '')) };
      });
    expect(events[0]).toMatchObject({ event: 'tool', data: { name: 'book_meeting' } });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const pieces = events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(ZChatMessageResponse.parse(done.data).messages[0].text);
    // A foreign chat is refused before any stream opens.
    const stranger = visitor(server);
    const refused = await stranger.request(`/api/agent-chats/${chat.chatId}/messages/stream`, {
      method: 'POST',
      json: { text: 'hi' },
    });
    expect(refused.status).toBe(404);
  });

  it('is bound to the visitor who saved the agent', async () => {
    const a = await designedAgent();
    const stranger = visitor(server);
    const headers = { 'x-forwarded-for': freshIp() };
    const theirs = await stranger.request('/api/agent-chats', {
      method: 'POST',
      headers,
      json: { agentConfigId: a.id },
    });
    expect(theirs.status).toBe(404);
    const chat = ZStartChatResponse.parse(await (await start(a)).json());
    expect((await say(stranger, chat.chatId, 'hi', headers)).status).toBe(404);
  });

  it('answers the 21st visitor message with the limit message', async () => {
    const a = await designedAgent();
    const chat = ZStartChatResponse.parse(await (await start(a)).json());
    for (let i = 0; i < 20; i++) await reply(await say(a.v, chat.chatId, `hmm ${i}`, a.headers));
    const res = await say(a.v, chat.chatId, 'one more', a.headers);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe(CHAT_MESSAGE_LIMIT_MESSAGE);
  });

  it('caps chats a day per visitor and per address', async () => {
    const ip = freshIp();
    const a = await designedAgent(ip);
    for (let i = 0; i < 4; i++) expect((await start(a)).status).toBe(200);
    const fifth = await start(a);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).error).toBe(CHAT_DAILY_LIMIT_MESSAGE);
    // Another browser from the same address: two more, then the address's cap.
    const b = await designedAgent(ip);
    expect((await start(b)).status).toBe(200);
    expect((await start(b)).status).toBe(200);
    expect((await start(b)).status).toBe(429);
  });
});
