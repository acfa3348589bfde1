import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPLAY_FROM_MESSAGE_ONLY,
  ZChatMessageResponse,
  ZReplayChatResponse,
  ZStartChatResponse,
} from '../../src/common/conversations/schemas';
import { readTestConversation } from '../../src/server/features/conversations/read-test-conversation';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The admin test chat's streamed replies and its replay from a visitor message: a new chat
// carrying the earlier turns, the original left as it was.

const PASSWORD = 'agent-chat-replay-password';

/** The events of a Server-Sent Events body, each with its JSON data. */
function events(body: string): Array<{ event: string; data: Record<string, unknown> }> {
  return body
    .trim()
    .split('\n\n')
    .map((block) => {
      const [event, data] = block.split('\n');
      return { event: event.replace('event: ', ''), data: JSON.parse(data.replace('data: ', '')) };
    });
}

describe('admin agent chat: streaming and replay', () => {
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  let leadIds: string[];
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    ({ campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Replay campaign', [
      { companyName: 'Acme Roofing', firstName: 'Dana', phoneNumber: '2125550150' },
    ]));
  });
  afterAll(() => server?.close());

  const post = (path: string, json: unknown, j = jar) => send(server, j, path, { method: 'POST', json });
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  const startChat = async () =>
    ZStartChatResponse.parse(await ok(await post('/api/admin/agent-chats', { campaignId, leadId: leadIds[0] })));
  const say = async (chatId: string, text: string) =>
    ZChatMessageResponse.parse(await ok(await post(`/api/admin/agent-chats/${chatId}/messages`, { text })));
  const turns = async (chatId: string) => (await readTestConversation(server.ctx, chatId))!;

  it('streams a test chat reply as Server-Sent Events: tool calls, the reply in pieces, then the answer', async () => {
    const chat = await startChat();
    expect(chat.messages[0].seq).toBe(0);
    const res = await post(`/api/admin/agent-chats/${chat.chatId}/messages/stream`, {
      text: 'Could we book a meeting?',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const got = events(await res.text());
    expect(got[0]).toMatchObject({ event: 'tool', data: { name: 'book_meeting', test: true } });
    const done = got.at(-1)!;
    expect(done.event).toBe('done');
    const answer = ZChatMessageResponse.parse(done.data);
    expect(answer.messages[0].seq).toBe(2);
    const pieces = got.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(answer.messages[0].text);
    // Stored like a JSON turn.
    expect((await turns(chat.chatId)).turns.map((t) => t.role)).toEqual(['agent', 'visitor', 'agent']);
  });

  it('refuses the stream before it opens: no session 401, unknown chat 404, an ended chat 409', async () => {
    const chat = await startChat();
    const path = `/api/admin/agent-chats/${chat.chatId}/messages/stream`;
    expect((await post(path, { text: 'hi' }, new CookieJar())).status).toBe(401);
    const unknown = await post('/api/admin/agent-chats/00000000-0000-4000-8000-000000000000/messages/stream', {
      text: 'hi',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
    await say(chat.chatId, 'Goodbye');
    const ended = await post(path, { text: 'hello again' });
    expect(ended.status).toBe(409);
  });

  it('replays from a visitor message: a new chat with the turns before it; the original is unchanged', async () => {
    const chat = await startChat();
    const offer = await say(chat.chatId, 'Can we schedule a meeting?');
    expect(offer.toolCalls[0].name).toBe('book_meeting');
    await say(chat.chatId, 'What do you do?');
    await say(chat.chatId, "Please don't call me again");
    const before = await turns(chat.chatId);

    // From the second visitor message (seq 3): the opening, the first exchange and its tool call.
    const copy = ZReplayChatResponse.parse(
      await ok(await post(`/api/admin/agent-chats/${chat.chatId}/replay`, { fromSeq: 3 })),
    );
    expect(copy.chatId).not.toBe(chat.chatId);
    expect(copy).toMatchObject({
      conversationMode: 'test',
      mode: 'sandbox',
      replayedFrom: { chatId: chat.chatId, fromSeq: 3 },
    });
    expect(copy.agentName).toBe(chat.agentName);
    expect(copy.messages.map((m) => [m.seq, m.role])).toEqual([
      [0, 'agent'],
      [1, 'visitor'],
      [2, 'agent'],
    ]);
    expect(copy.messages.map((m) => m.text)).toEqual(before.turns.slice(0, 3).map((t) => t.text));
    expect(copy.toolCalls.map((c) => [c.name, c.turnSeq, c.test])).toEqual([['book_meeting', 2, true]]);

    // The admin says something else there; the copy continues from seq 3 and knows the offer it made.
    const other = await say(copy.chatId, 'yes, the first one');
    expect(other.messages[0].seq).toBe(4);
    expect(other.toolCalls[0]).toMatchObject({ name: 'book_meeting', result: { booked: true } });
    const replayed = await turns(copy.chatId);
    expect(replayed.turns.filter((t) => t.role === 'visitor').map((t) => t.text)).toEqual([
      'Can we schedule a meeting?',
      'yes, the first one',
    ]);
    expect(replayed.campaignId).toBe(campaignId);

    // The original is as it was: its turns and tool calls, still ended by the opt-out.
    expect(await turns(chat.chatId)).toEqual(before);
    const closed = await post(`/api/admin/agent-chats/${chat.chatId}/messages`, { text: 'hello?' });
    expect(closed.status).toBe(409);

    // A replayed chat can be kept as a scenario: its copied and new lines are the callee's.
    const saved = await post(`/api/admin/agent-chats/${copy.chatId}/scenario`, {
      name: 'Books the first slot (replayed)',
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const suite = await ok(await send(server, jar, `/api/admin/campaigns/${campaignId}/simulations`));
    expect(suite.scenarios.map((s: { name: string }) => s.name)).toContain('Books the first slot (replayed)');
  });

  it('replays from the first message: only the opening line is carried', async () => {
    const chat = await startChat();
    await say(chat.chatId, 'Hello there');
    const copy = ZReplayChatResponse.parse(
      await ok(await post(`/api/admin/agent-chats/${chat.chatId}/replay`, { fromSeq: 1 })),
    );
    expect(copy.messages.map((m) => m.role)).toEqual(['agent']);
    expect(copy.toolCalls).toEqual([]);
    expect((await say(copy.chatId, 'Who is this?')).messages[0].seq).toBe(2);
  });

  it('refuses a fromSeq that is not a visitor message of the chat (400, clear message) and an unknown chat (404)', async () => {
    const chat = await startChat();
    await say(chat.chatId, 'Hello there');
    for (const fromSeq of [2, 3, 0]) {
      const res = await post(`/api/admin/agent-chats/${chat.chatId}/replay`, { fromSeq });
      expect(res.status, `fromSeq ${fromSeq}`).toBe(400);
      if (fromSeq) expect((await res.json()).error).toBe(REPLAY_FROM_MESSAGE_ONLY);
    }
    expect((await post(`/api/admin/agent-chats/${chat.chatId}/replay`, { fromSeq: 'one' })).status).toBe(400);
    const unknown = await post('/api/admin/agent-chats/00000000-0000-4000-8000-000000000000/replay', { fromSeq: 1 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('Chat not found');
    expect((await post(`/api/admin/agent-chats/${chat.chatId}/replay`, { fromSeq: 1 }, new CookieJar())).status).toBe(
      401,
    );
    // The refusals changed nothing: the original still holds its opening line and one exchange.
    expect((await turns(chat.chatId)).turns).toHaveLength(3);
  });
});
