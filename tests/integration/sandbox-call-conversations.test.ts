import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTestCallList } from '@common/dispatch/schemas';
import { ZQualifiedLeadsResponse } from '@common/dev-queue/schemas';
import { ZCallCompletedData } from '@common/webhooks/events';
import {
  bookings,
  calls,
  conversations,
  conversationToolCalls,
  doNotCall,
  webhookEndpoints,
  webhookOutbox,
} from '../../src/server/db/schema';
import { deliveryBody } from '../../src/server/features/webhooks/deliver-webhook.job';
import { handleCallFinished } from '../../src/server/jobs/call-finished.job';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Sandbox calls talked through the conversation engine: scripted callees at 555-015x (books a
// meeting), 555-014x (asks not to be called again) and 555-013x (asks for a person). A live
// dispatch acts through the owners; a test run records the same tool calls and changes nothing.

const PASSWORD = 'sandbox-conversation-password';
const BOOKS = '+12125550150';
const STOPS = '+12125550140';
const PERSON = '+12125550130';

describe('Sandbox calls run through the conversation engine', () => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    await server.ctx.db
      .insert(webhookEndpoints)
      .values({ url: 'https://receiver.example/hook', events: ['call.completed'], secret: 'whsec_test' });
  });
  afterAll(async () => server?.close());

  const post = (path: string, json: unknown = {}) => send(server, jar, path, { method: 'POST', json });
  const ok = async (res: Response) => {
    expect(res.status).toBeLessThan(300);
    return res.json();
  };
  const campaignWithTransfer = async (name: string) => {
    const zone = zoneOpenNow();
    const made = await insertReadyCampaign(server.ctx.db, name, [
      { phoneE164: BOOKS, timezone: zone },
      { phoneE164: STOPS, timezone: zone },
      { phoneE164: PERSON, timezone: zone },
    ]);
    const patch = await send(server, jar, `/api/admin/campaigns/${made.campaignId}`, {
      method: 'PATCH',
      json: { transferNumber: '+12125550100', transferHours: { start: '00:00', end: '23:59', timeZone: 'UTC' } },
    });
    expect(patch.status).toBe(200);
    return made;
  };
  const dispatch = async (campaignId: string, testMode: boolean) => {
    const body = await ok(await post(`/api/admin/campaigns/${campaignId}/dispatch-calls`, { testMode }));
    const events = await readJobEvents(await send(server, jar, `/api/jobs/${body.jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed' });
  };
  const waitFor = async <T>(fn: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await fn();
      if (v) return v;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const conversationsOf = (campaignId: string) =>
    server.ctx.db.select().from(conversations).where(eq(conversations.campaignId, campaignId));

  it('a live dispatch books a meeting (in the Dev Queue with its call), opts 555-0140 out and transfers 555-0130', async () => {
    const { campaignId, leadIds } = await campaignWithTransfer('Live conversations');
    await dispatch(campaignId, false);
    const completed = await waitFor(async () => {
      const rows = (await server.ctx.db.select().from(webhookOutbox)).filter(
        (e) => e.type === 'call.completed' && (e.payload as { campaignId?: string }).campaignId === campaignId,
      );
      return rows.length === 3 && rows;
    });
    // The typed event carries them: every body passes the published call.completed schema.
    for (const e of completed) expect(ZCallCompletedData.safeParse(e.payload).success).toBe(true);
    // Every body says the call was real.
    for (const e of completed)
      expect(JSON.parse(deliveryBody(e))).toMatchObject({ mode: 'live', type: 'call.completed' });
    const dispositionOf = (leadId: string) => completed.find((e) => e.payload.leadId === leadId)!.payload.disposition;
    expect([leadIds[0], leadIds[1], leadIds[2]].map(dispositionOf)).toEqual([
      'meeting booked',
      'do not call',
      'transferred',
    ]);

    // Each call's conversation is stored, linked to the call, live, with its tool calls.
    const convs = await conversationsOf(campaignId);
    expect(convs).toHaveLength(3);
    expect(convs.every((c) => c.mode === 'live' && c.callId)).toBe(true);
    const booked = convs.find((c) => c.leadId === leadIds[0])!;
    const tools = await server.ctx.db
      .select()
      .from(conversationToolCalls)
      .where(eq(conversationToolCalls.conversationId, booked.id));
    expect(tools.map((t) => [t.name, t.test])).toEqual([
      ['book_meeting', false],
      ['book_meeting', false],
      ['end_call', false],
    ]);
    const [call] = await server.ctx.db.select().from(calls).where(eq(calls.id, booked.callId!));
    expect(call.transcript).toContain("You're booked for");

    // The booking is real: the Dev Queue lists the lead with that call and its booking.
    const queue = ZQualifiedLeadsResponse.parse(await ok(await send(server, jar, '/api/admin/developer-queue')));
    const row = queue.items.find((i) => i.leadId === leadIds[0]);
    expect(row).toMatchObject({ callId: booked.callId, callStatus: 'scheduled', booking: { status: 'confirmed' } });
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.leadId, leadIds[0]))).toHaveLength(1);
    // The opt-out went through the one policy: the number is on the do-not-call list.
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, STOPS))).toHaveLength(1);
    // The results show the transfer.
    const results = await ok(await send(server, jar, `/api/admin/campaigns/${campaignId}/results`));
    expect(results.rows.find((r: { leadId: string }) => r.leadId === leadIds[2]).disposition).toBe('transferred');
    // The experiments count the meeting beside the rates (a booked meeting is interest too).
    expect(results.versions).toEqual([
      expect.objectContaining({ meetingsBooked: 1, interested: expect.objectContaining({ successes: 1 }) }),
    ]);
    const csv = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/results.csv`)).text();
    expect(csv).toContain('meeting booked');
    expect(csv).toContain('transferred');
  });

  it('the same in test mode records the tool calls as test results and changes nothing real', async () => {
    await server.ctx.db.delete(doNotCall).where(eq(doNotCall.phoneE164, STOPS));
    const { campaignId, leadIds } = await campaignWithTransfer('Test conversations');
    await dispatch(campaignId, true);
    const convs = await waitFor(async () => {
      const rows = await conversationsOf(campaignId);
      return rows.length === 3 && rows.every((c) => c.endedAt) && rows;
    });
    expect(convs.every((c) => c.mode === 'test')).toBe(true);
    const tools = await server.ctx.db.select().from(conversationToolCalls);
    const ofThese = tools.filter((t) => convs.some((c) => c.id === t.conversationId));
    expect(ofThese.map((t) => t.name)).toEqual(
      expect.arrayContaining(['book_meeting', 'add_to_do_not_call', 'transfer_to_human']),
    );
    expect(ofThese.every((t) => t.test)).toBe(true);
    expect(ofThese.find((t) => t.name === 'book_meeting' && t.result.booked)).toBeTruthy();
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.leadId, leadIds[0]))).toHaveLength(0);
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, STOPS))).toHaveLength(0);
    const queue = ZQualifiedLeadsResponse.parse(await ok(await send(server, jar, '/api/admin/developer-queue')));
    expect(queue.items.some((i) => i.campaignId === campaignId)).toBe(false);

    // Nothing leaves: with an endpoint registered for call.completed, no test call is written to
    // the outbox. Each call's finished handler is run once more here and awaited, so its emit has
    // certainly happened (it is keyed by the call: a live call would not be written twice).
    for (const c of convs) await handleCallFinished(server.ctx, c.callId!);
    const outbox = await server.ctx.db.select().from(webhookOutbox);
    expect(outbox.filter((e) => (e.payload as { campaignId?: string }).campaignId === campaignId)).toEqual([]);

    // The test calls open like live ones: transcript, tool calls with their would-be effects, disposition.
    const list = ZTestCallList.parse(
      await ok(await send(server, jar, `/api/admin/campaigns/${campaignId}/test-calls`)),
    );
    expect(list.items).toHaveLength(3);
    const byLead = (leadId: string) => list.items.find((i) => i.leadId === leadId)!;
    const booker = byLead(leadIds[0]);
    expect(booker.transcript.some((l) => l.speaker === 'callee')).toBe(true);
    expect(booker.transcript.some((l) => l.speaker === 'agent' && /booked for/.test(l.text))).toBe(true);
    expect(booker.toolCalls.find((t) => t.name === 'book_meeting' && t.result.booked)).toMatchObject({ test: true });
    expect([leadIds[0], leadIds[1], leadIds[2]].map((id) => byLead(id).disposition)).toEqual([
      'meeting booked',
      'do not call',
      'transferred',
    ]);
    expect(byLead(leadIds[1]).toolCalls.map((t) => t.name)).toContain('add_to_do_not_call');
  });
});
