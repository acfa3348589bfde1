import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChatMessageResponse } from '@common/conversations/schemas';
import { ZQualifiedLeadsResponse } from '@common/dev-queue/schemas';
import { PHONE_NUMBER_MSG, ZAdminCall, ZBrowserCallResponse, ZPhoneNumber } from '@common/phone-numbers/schemas';
import { callOutcomes, calls, doNotCall, leads } from '../../src/server/db/schema';
import { endBrowserCallJob } from '../../src/server/features/phone-numbers/end-browser-call.job';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// "Call this number", typed: the admin rings a campaign's number from the browser as a lead whom
// the campaign called, is greeted by name, books a meeting by typing and hangs up; the call is an
// inbound call with its transcript, tools and reading, the booking in the Dev Queue. An unknown
// caller who gives a name becomes a lead; "stop calling me" ends on the do-not-call list and hangs
// up; a line typed after the call ended is refused; a call left open is hung up by its job; after
// the number's hours a typed caller asking for a person leaves a message.

const PASSWORD = 'browser-calls-password';
const ZONE = 'America/New_York';
/** Hours that do not hold the present moment, inside any caller's lawful calling hours. */
const closedNow = () => {
  const h = Number(new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format());
  return h >= 9 && h < 12
    ? { start: '15:00', end: '20:00', timeZone: ZONE }
    : { start: '09:00', end: '12:00', timeZone: ZONE };
};
const LEAD = '+12125550177';
const STRANGER = '+14155550188';

describe('typing as the caller to a campaign number', () => {
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  let leadId: string;
  let numberId: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, DISPATCH_RETRIES: '0' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    const made = await insertReadyCampaign(server.ctx.db, 'Typed callbacks', [{ phoneE164: LEAD }]);
    campaignId = made.campaignId;
    leadId = made.leadIds[0]!;
    await server.ctx.db
      .update(leads)
      .set({ firstName: 'Dana', lastName: 'Whitfield', callStatus: 'completed' })
      .where(eq(leads.id, leadId));
    // The campaign called Dana this morning; she asked to hear more later.
    const at = new Date(Date.now() - 40 * 60_000);
    const [earlier] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'sandbox',
        providerCallId: 'sandbox-earlier-typed',
        phoneNumber: LEAD,
        prompt: 'You are Ava, calling on behalf of Callcraft.',
        status: 'completed',
        endReason: 'completed',
        leadId,
        attempt: 1,
        campaignId,
        createdAt: at,
        completedAt: at,
        transcript: 'assistant: Hi Dana\nuser: Tell me more later.',
      })
      .returning();
    await server.ctx.db.insert(callOutcomes).values({
      callId: earlier!.id,
      leadId,
      campaignId,
      disposition: 'callback requested',
      summary: 'Dana asked to hear more later.',
      fields: {},
      reader: 'sandbox',
      templateVersion: 'current',
    });
    const res = await post('/api/admin/phone-numbers', { campaignId });
    expect(res.status).toBe(201);
    numberId = ZPhoneNumber.parse(await res.json()).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  function post(path: string, json?: unknown) {
    return send(server, jar, path, { method: 'POST', ...(json === undefined ? {} : { json }) });
  }
  const base = () => `/api/admin/phone-numbers/${numberId}/browser-calls`;
  const ring = async (from: string) => {
    const res = await post(base(), { from });
    expect(res.status).toBe(201);
    return ZBrowserCallResponse.parse(await res.json());
  };
  const say = async (callId: string, text: string) => {
    const res = await post(`${base()}/${callId}/turns`, { text });
    expect(res.status).toBe(200);
    return ZChatMessageResponse.parse(await res.json());
  };
  const readCall = async (callId: string) => {
    const end = Date.now() + 20_000;
    for (;;) {
      const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${callId}`)).json());
      if (call.disposition) return call;
      if (Date.now() > end) throw new Error(`call ${callId} was never read`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('Dana types in: greeted by name, books a meeting, and after End call it is an inbound call everywhere', async () => {
    const started = await ring(LEAD);
    expect(started.greeting).toContain('Hi Dana');
    expect(started.greeting).toMatch(/we spoke on/);
    expect(started.mode).toBe('sandbox');
    // In progress, it is already the inbound call a provider's would be.
    const [row] = await server.ctx.db.select().from(calls).where(eq(calls.id, started.callId));
    expect(row).toMatchObject({ direction: 'inbound', status: 'in-progress', leadId, campaignId, provider: 'browser' });

    await say(started.callId, "Hi, I'm returning your call.");
    await say(started.callId, 'Could we book a meeting to go through it?');
    const booked = await say(started.callId, 'The first one works for me.');
    expect(booked.toolCalls.find((t) => t.name === 'book_meeting')).toBeTruthy();
    expect(booked.messages[0]!.text).toMatch(/booked/i);

    const end = await post(`${base()}/${started.callId}/end`);
    expect(await end.json()).toEqual({ ended: true });
    // Hanging up twice finishes it once.
    expect(await (await post(`${base()}/${started.callId}/end`)).json()).toEqual({ ended: false });

    const call = await readCall(started.callId);
    expect(call).toMatchObject({ direction: 'inbound', leadId, campaignId, disposition: 'meeting booked' });
    expect(call.transcript[0]).toEqual({ speaker: 'agent', text: started.greeting });
    expect(call.transcript.some((l) => l.speaker === 'callee' && /book a meeting/.test(l.text))).toBe(true);
    expect(call.toolCalls.find((t) => t.name === 'book_meeting' && t.result.booked)).toBeTruthy();

    const queue = ZQualifiedLeadsResponse.parse(await (await send(server, jar, '/api/admin/developer-queue')).json());
    expect(queue.items.find((i) => i.leadId === leadId)).toMatchObject({
      callId: started.callId,
      booking: { status: 'confirmed' },
    });
    const details = await (await send(server, jar, `/api/admin/leads/${leadId}/call-details`)).json();
    expect(details.call).toMatchObject({ id: started.callId, direction: 'inbound' });

    // The call is over: another line is refused in words the admin can act on, and nothing is added.
    const late = await post(`${base()}/${started.callId}/turns`, { text: 'One more thing?' });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(PHONE_NUMBER_MSG.callEnded);
  });

  it('an unknown caller who gives a name becomes a lead of the number’s campaign', async () => {
    const started = await ring(STRANGER);
    expect(started.greeting).toMatch(/May I have your name/);
    const reply = await say(started.callId, 'Hi, my name is Robin Park from Park Dental.');
    expect(reply.toolCalls.map((t) => t.name)).toContain('save_caller_details');
    await post(`${base()}/${started.callId}/end`);
    const [lead] = await server.ctx.db
      .select()
      .from(leads)
      .where(and(eq(leads.phoneE164, STRANGER), eq(leads.campaignId, campaignId)));
    expect(lead).toMatchObject({ firstName: 'Robin', lastName: 'Park', companyName: 'Park Dental' });
    const call = await readCall(started.callId);
    expect(call).toMatchObject({ direction: 'inbound', leadId: lead!.id });
  });

  it('"stop calling me" typed: the number is on the do-not-call list and the agent hangs up, ending the call', async () => {
    const from = '+13125550149';
    const started = await ring(from);
    const reply = await say(started.callId, 'Please stop calling me. Take me off your list.');
    expect(reply.ended).toBe(true);
    expect(reply.toolCalls.map((t) => t.name)).toContain('add_to_do_not_call');
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, from))).toHaveLength(1);
    const [row] = await server.ctx.db.select().from(calls).where(eq(calls.id, started.callId));
    expect(row!.status).toBe('completed');
    expect((await post(`${base()}/${started.callId}/turns`, { text: 'Hello?' })).status).toBe(409);
  });

  it('a call left open (the tab closed) hangs up at its time limit through the same finish', async () => {
    const started = await ring('+13035550166');
    const [{ n }] = (
      await server.ctx.database.sql.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'browser-call.end' and data->>'callId' = $1`,
        [started.callId],
      )
    ).rows;
    expect(n).toBe(1);
    const run = () =>
      endBrowserCallJob.handler(
        { numberId, callId: started.callId },
        { jobId: 'direct', attempt: 1, app: server.ctx, progress: async () => {} },
      );
    expect(await run()).toEqual({ ended: true });
    expect(await run()).toEqual({ ended: false });
    const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${started.callId}`)).json());
    expect(call).toMatchObject({ direction: 'inbound', status: 'completed' });
  });

  it('refuses a call of another number and a bad caller number', async () => {
    expect((await post(base(), { from: '555-1234' })).status).toBe(400);
    const stray = await post(`${base()}/00000000-0000-4000-8000-000000000000/turns`, { text: 'Hello?' });
    expect(stray.status).toBe(404);
  });

  it("after the number's hours the typed caller who asks for a person leaves a message instead", async () => {
    const patched = await send(server, jar, `/api/admin/phone-numbers/${numberId}`, {
      method: 'PATCH',
      json: { hours: closedNow(), afterHours: 'message' },
    });
    expect(patched.status).toBe(200);
    const started = await ring('+16175550133');
    const reply = await say(started.callId, 'Can I speak to a real person, please?');
    expect(reply.toolCalls.map((t) => t.name)).not.toContain('transfer_to_human');
    expect(reply.toolCalls.find((t) => t.name === 'take_message')?.result).toMatchObject({ taken: true });
    await post(`${base()}/${started.callId}/end`);
    const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${started.callId}`)).json());
    expect(call.message).toBe('Can I speak to a real person, please?');
  });
});
