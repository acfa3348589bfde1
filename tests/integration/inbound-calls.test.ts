import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZQualifiedLeadsResponse } from '@common/dev-queue/schemas';
import { ZAdminCall, ZPhoneNumber, ZSandboxInboundCallResponse } from '@common/phone-numbers/schemas';
import { ZWebhookEvent } from '@common/webhooks/events';
import { callOutcomes, calls, doNotCall, leads } from '../../src/server/db/schema';
import { signatureHeader } from '../../src/server/features/webhooks/signature';
import { sandboxCallerName } from '../../src/server/providers/voice/sandbox-caller';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// The agent answers the phone: a lead whom campaign A called rings A's number back and is greeted
// by name with the earlier call in mind, books a meeting (Dev Queue, Results, a signed
// call.completed with direction "inbound"); a 555-014x caller ends on the do-not-call list; an
// unknown caller who gives their name becomes a lead; a forged inbound webhook changes nothing.

const PASSWORD = 'inbound-calls-password';
const LEAD = '+12125550153';
const STOPS = '+13125550144';
const STRANGER = '+14155550199';

describe('inbound calls to a campaign number', () => {
  let server: TestServer;
  let jar: CookieJar;
  let receiver: WebhookReceiver;
  let secret: string;
  let campaignId: string;
  let leadId: string;
  let numberId: string;
  let earlierCallId: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    const hook = await send(server, jar, '/api/admin/webhooks', {
      method: 'POST',
      json: { url: receiver.url, events: ['call.completed'] },
    });
    expect(hook.status).toBe(201);
    secret = (await hook.json()).secret;
    const made = await insertReadyCampaign(server.ctx.db, 'Callbacks A', [{ phoneE164: LEAD }]);
    campaignId = made.campaignId;
    leadId = made.leadIds[0]!;
    await server.ctx.db
      .update(leads)
      .set({ firstName: 'Dana', lastName: 'Whitfield', callStatus: 'completed' })
      .where(eq(leads.id, leadId));
    // Campaign A called Dana at 10:02 this morning; she asked to hear more.
    const at = new Date(Date.now() - 38 * 60_000);
    const [earlier] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'sandbox',
        providerCallId: 'sandbox-earlier-outbound',
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
    earlierCallId = earlier!.id;
    await server.ctx.db.insert(callOutcomes).values({
      callId: earlierCallId,
      leadId,
      campaignId,
      disposition: 'callback requested',
      summary: 'Dana asked to hear more later.',
      fields: {},
      reader: 'sandbox',
      templateVersion: 'current',
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const post = (path: string, json: unknown) => send(server, jar, path, { method: 'POST', json });
  const waitFor = async <T>(fn: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await fn();
      if (v) return v;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const ring = async (from: string) => {
    const res = await post(`/api/admin/phone-numbers/${numberId}/sandbox-calls`, { from });
    expect(res.status).toBe(201);
    return ZSandboxInboundCallResponse.parse(await res.json()).callId;
  };
  const completedEvent = (callId: string) =>
    waitFor(async () =>
      receiver.requests
        .filter((r) => r.status === 200)
        .map((r) => ({ r, e: ZWebhookEvent.parse(JSON.parse(r.body)) }))
        .find(({ e }) => e.type === 'call.completed' && e.data.callId === callId),
    );

  it("gets a Sandbox number for campaign A, whose agent answers it (A's callback line)", async () => {
    const res = await post('/api/admin/phone-numbers', { campaignId });
    expect(res.status).toBe(201);
    const number = ZPhoneNumber.parse(await res.json());
    expect(number).toMatchObject({ campaignId, source: 'provisioned', mode: 'sandbox' });
    expect(number.phoneNumber).toMatch(/^\+1\d{3}555\d{4}$/);
    numberId = number.id;
    const list = await (await send(server, jar, '/api/admin/phone-numbers')).json();
    expect(list.items).toEqual([expect.objectContaining({ id: numberId, campaignName: 'Callbacks A' })]);
    // Bad input is refused and nothing changes.
    expect((await post('/api/admin/phone-numbers', { phoneNumber: '555-1234' })).status).toBe(400);
    expect((await post('/api/admin/phone-numbers', { phoneNumber: number.phoneNumber })).status).toBe(409);
    expect((await (await send(server, jar, '/api/admin/phone-numbers')).json()).items).toHaveLength(1);
  });

  it('Dana calls back: greeted by name, the earlier call known, a meeting booked, inbound everywhere', async () => {
    const callId = await ring(LEAD);
    const { r, e } = await completedEvent(callId);
    // The delivery is signed with the endpoint's secret.
    const t = Number(/t=(\d+)/.exec(r.signature)![1]);
    expect(r.signature).toBe(signatureHeader([secret], t, r.body));
    expect(e.type === 'call.completed' && e.data).toMatchObject({
      callId,
      direction: 'inbound',
      leadId,
      campaignId,
      disposition: 'meeting booked',
    });
    expect(e.mode).toBe('live');

    const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${callId}`)).json());
    expect(call).toMatchObject({ id: callId, direction: 'inbound', leadId, disposition: 'meeting booked' });
    const greeting = call.transcript[0]!;
    expect(greeting.speaker).toBe('agent');
    expect(greeting.text).toContain('Hi Dana');
    expect(greeting.text).toMatch(/we spoke on/);
    expect(greeting.text).toContain('AI assistant');
    expect(call.toolCalls.find((t) => t.name === 'book_meeting' && t.result.booked)).toBeTruthy();
    // The earlier outbound call is the outbound one still.
    const earlier = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${earlierCallId}`)).json());
    expect(earlier.direction).toBe('outbound');

    // The Dev Queue lists Dana with this call and her booking.
    const queue = ZQualifiedLeadsResponse.parse(await (await send(server, jar, '/api/admin/developer-queue')).json());
    expect(queue.items.find((i) => i.leadId === leadId)).toMatchObject({ callId, booking: { status: 'confirmed' } });
    // Results show the call as inbound; never retried.
    const results = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/results`)).json();
    expect(results.rows.find((row: { leadId: string }) => row.leadId === leadId)).toMatchObject({
      callId,
      direction: 'inbound',
      disposition: 'meeting booked',
    });
    // Her page shows the callback after the campaign's call.
    const details = await (await send(server, jar, `/api/admin/leads/${leadId}/call-details`)).json();
    expect(details.call).toMatchObject({ id: callId, direction: 'inbound' });
    expect(details.history.map((h: { direction: string }) => h.direction)).toEqual(['inbound', 'outbound']);
    const csv = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/results.csv`)).text();
    expect(csv.split('\n')[0]).toContain('direction');
    expect(csv).toContain('inbound');
    const [lead] = await server.ctx.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.callStatus).toBe('scheduled');
    expect(lead!.nextCallAt).toBeNull();
  });

  it('a 555-014x caller who says "stop calling me" is on the do-not-call list after the call', async () => {
    const callId = await ring(STOPS);
    await completedEvent(callId);
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, STOPS))).toHaveLength(1);
    const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${callId}`)).json());
    expect(call.toolCalls.map((t) => t.name)).toContain('add_to_do_not_call');
  });

  it('an unknown caller who leaves their name becomes a lead of the number’s campaign', async () => {
    const before = await server.ctx.db.select().from(leads).where(eq(leads.phoneE164, STRANGER));
    expect(before).toHaveLength(0);
    const callId = await ring(STRANGER);
    const { e } = await completedEvent(callId);
    const who = sandboxCallerName(STRANGER);
    const [lead] = await server.ctx.db
      .select()
      .from(leads)
      .where(and(eq(leads.phoneE164, STRANGER), eq(leads.campaignId, campaignId)));
    expect(lead).toBeTruthy();
    expect(`${lead!.firstName} ${lead!.lastName}`).toBe(who.name);
    expect(lead!.companyName).toBe(who.company);
    expect(e.type === 'call.completed' && e.data).toMatchObject({ leadId: lead!.id, direction: 'inbound' });
    const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${callId}`)).json());
    expect(call.transcript[0]!.text).toMatch(/May I have your name/);
  });

  it('a forged inbound webhook is refused and changes nothing', async () => {
    const [{ n: callsBefore }] = await server.ctx.db.select({ n: count() }).from(calls);
    const body = JSON.stringify({
      call_id: 'forged-1',
      from: '+12125550150',
      to: '+14155550123',
      inbound: true,
      completed: true,
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/voice/sandbox/inbound',
      headers: { 'content-type': 'application/json', 'x-webhook-signature': 'f'.repeat(64) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    const [{ n: callsAfter }] = await server.ctx.db.select({ n: count() }).from(calls);
    expect(callsAfter).toBe(callsBefore);
  });
});
