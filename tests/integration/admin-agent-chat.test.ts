import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { findConversation } from '../../src/server/features/conversations/conversations.repo';
import { bookLeadSlot } from '../../src/server/features/dev-queue/book-lead-slot';
import { listOpenSlots } from '../../src/server/features/booking/list-open-slots';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The admin's test chat with a campaign's agent: tools run and are shown, labelled test, and
// nothing real changes (no booking, no do-not-call entry, no call).

const PASSWORD = 'agent-chat-admin-password';

describe('admin agent chat (test conversations)', () => {
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  let leadIds: string[];
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    ({ campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Chat campaign', [
      { companyName: 'Acme Roofing', firstName: 'Dana', phoneNumber: '2125550150' },
      { companyName: 'Birch Dental', phoneNumber: '2125550140' },
    ]));
  });
  afterAll(() => server?.close());

  const post = (path: string, json: unknown, j = jar) => send(server, j, path, { method: 'POST', json });
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it('needs an admin session', async () => {
    expect((await post('/api/admin/agent-chats', { campaignId }, new CookieJar())).status).toBe(401);
  });

  it('books a meeting and opts out as test tool calls; the Dev Queue and do-not-call list are unchanged', async () => {
    const chat = ZStartChatResponse.parse(
      await ok(await post('/api/admin/agent-chats', { campaignId, leadId: leadIds[0] })),
    );
    expect(chat).toMatchObject({ mode: 'sandbox', conversationMode: 'test' });
    expect(chat.messages[0].text).toContain('Callcraft');
    const say = async (text: string) =>
      ZChatMessageResponse.parse(await ok(await post(`/api/admin/agent-chats/${chat.chatId}/messages`, { text })));

    const offer = await say('Can we schedule a meeting?');
    const offered = offer.toolCalls[0].result.offered as Array<{ start: string }>;
    const booked = await say('yes, the first one');
    expect(booked.toolCalls[0]).toMatchObject({ name: 'book_meeting', test: true, result: { booked: true } });
    const stop = await say("Actually, please don't call me again");
    expect(stop.toolCalls.map((c) => [c.name, c.test])).toEqual([
      ['add_to_do_not_call', true],
      ['end_call', true],
    ]);
    expect(stop.toolCalls[0].result).toMatchObject({ phone: '2125550150' });

    const dnc = await ok(await send(server, jar, '/api/admin/do-not-call'));
    expect(dnc.total).toBe(0);
    const queue = await ok(await send(server, jar, '/api/admin/developer-queue'));
    expect(queue.items ?? queue).toHaveLength(0);
    // The slot the test booked is still open for real bookings.
    expect((await listOpenSlots(server.ctx)).map((s) => s.start.toISOString())).toContain(offered[0].start);
  });

  it('refuses a slot taken meanwhile and offers others', async () => {
    const chat = ZStartChatResponse.parse(await ok(await post('/api/admin/agent-chats', { campaignId })));
    const say = async (text: string) =>
      ZChatMessageResponse.parse(await ok(await post(`/api/admin/agent-chats/${chat.chatId}/messages`, { text })));
    const offered = (await say('Can I book an appointment?')).toolCalls[0].result.offered as Array<{ start: string }>;
    // Someone else takes the first slot (a real booking of the other lead) before the callee answers.
    const slot = (await listOpenSlots(server.ctx)).find((s) => s.start.toISOString() === offered[0].start)!;
    expect(
      (await bookLeadSlot(server.ctx, { leadId: leadIds[1], slotStart: slot.start, slotEnd: slot.end, notes: '' }))
        .kind,
    ).toBe('booked');
    const r = await say('the first one');
    expect(r.toolCalls[0].result).toMatchObject({ booked: false, reason: 'slot_taken' });
    expect((r.toolCalls[0].result.offered as Array<{ start: string }>).map((s) => s.start)).not.toContain(
      offered[0].start,
    );
    expect(r.messages[0].text).toMatch(/just taken/);
  });

  it('answers 404 for a lead of another campaign', async () => {
    const other = await insertCampaignWithLeads(server.ctx.db, 'Other', [{ companyName: 'X' }]);
    const res = await post('/api/admin/agent-chats', { campaignId, leadId: other.leadIds[0] });
    expect(res.status).toBe(404);
  });

  it("asking for a person: the campaign's transfer number within its hours, a callback offer outside them", async () => {
    const ask = async () => {
      const chat = ZStartChatResponse.parse(await ok(await post('/api/admin/agent-chats', { campaignId })));
      const r = ZChatMessageResponse.parse(
        await ok(await post(`/api/admin/agent-chats/${chat.chatId}/messages`, { text: 'Can I talk to a person?' })),
      );
      return r.toolCalls.find((c) => c.name === 'transfer_to_human')!;
    };
    // No transfer number yet: a callback is offered.
    expect((await ask()).result).toMatchObject({ transferred: false, reason: 'no_transfer_number' });

    const patch = (transferHours: unknown) =>
      send(server, jar, `/api/admin/campaigns/${campaignId}`, {
        method: 'PATCH',
        json: { transferNumber: '+12125550100', transferHours },
      });
    expect((await patch({ start: '00:00', end: '23:59', timeZone: 'UTC' })).status).toBe(200);
    expect(await ask()).toMatchObject({ test: true, result: { transferred: true, number: '+12125550100' } });

    // Hours that exclude the present: half an hour, twelve hours from now.
    const hour = String((new Date().getUTCHours() + 12) % 24).padStart(2, '0');
    const [start, end] = [`${hour}:00`, `${hour}:30`];
    expect((await patch({ start, end, timeZone: 'UTC' })).status).toBe(200);
    expect((await ask()).result).toMatchObject({
      transferred: false,
      reason: 'outside_hours',
      explanation: `outside transfer hours, ${start}–${end} UTC`,
      offerCallback: true,
    });
  });

  it("greets with the campaign's own business name once its settings name one", async () => {
    const patched = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { businessName: 'Harbor Plumbing Co' },
    });
    expect(patched.status).toBe(200);
    const chat = ZStartChatResponse.parse(await ok(await post('/api/admin/agent-chats', { campaignId })));
    expect(chat.messages[0].text).toContain('from Harbor Plumbing Co');
    expect(chat.messages[0].text).not.toContain('Callcraft');
  });

  it("is the campaign's persona, as its prompt preview and calls are: the name it greets with and its prompt", async () => {
    const patched = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { businessName: 'Sandoval Heating & Air', personaName: 'Marisol' },
    });
    expect(patched.status).toBe(200);
    const chat = ZStartChatResponse.parse(await ok(await post('/api/admin/agent-chats', { campaignId })));
    expect(chat.agentName).toBe('Marisol');
    expect(chat.messages[0].text).toBe(
      'Hi, this is Marisol, an AI assistant calling from Sandoval Heating & Air. Is now a good moment to talk?',
    );
    const hello = ZChatMessageResponse.parse(
      await ok(await post(`/api/admin/agent-chats/${chat.chatId}/messages`, { text: 'Hello?' })),
    );
    expect(hello.messages[0].text).toContain('Marisol from Sandoval Heating & Air');
    // The prompt the chat plays is the one the campaign's settings preview (persona, not the wizard's candidate).
    const settings = await ok(await send(server, jar, `/api/admin/campaigns/${campaignId}/settings`));
    const stored = await findConversation(server.ctx.db, chat.chatId);
    expect(stored!.prompt).toContain('You are Marisol, calling');
    expect(stored!.prompt).toContain(settings.preview.prompt.split('\n')[0]);
    expect(stored!.prompt).not.toMatch(/\bAva\b|job candidate/);
  });
});
