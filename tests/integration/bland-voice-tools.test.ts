import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, conversations, conversationToolCalls, doNotCall } from '../../src/server/db/schema';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Contract: a live call through Bland (the fake speaking its wire format) carries the agent's
// tools as Bland custom tools at signed Callcraft endpoints and the campaign's transfer number;
// the fake calls the book tool mid-call (a real booking results) and a forged signature is refused.

const PASSWORD = 'bland-tools-password';
const SIGNATURE = 'x-callcraft-tool-signature';

describe('Bland live calls use the agent tools', () => {
  let fake: FakeBland;
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    fake = await startFakeBland({ queuedMs: 150, talkMs: 600 });
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        BLAND_API_KEY: fake.apiKey,
        BLAND_API_URL: fake.baseUrl,
        BLAND_WEBHOOK_SECRET: fake.webhookSecret,
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('sends tools and transfer number, books through the signed tool mid-call and refuses forged requests', async () => {
    const phone = testPhone(810);
    fake.bookDuringCall(phone);
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, 'Bland tools', [
      { phoneE164: phone, timezone: zoneOpenNow(), voiceClone: '2f9fdbc7-4bf2-4792-8a18-21ce3c93978f' },
    ]);
    const patch = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      // The callee sits in whichever zone is inside calling hours now; the business takes meetings
      // every day around the clock, so its offer always meets the callee's lawful window.
      json: {
        transferNumber: '+12125550100',
        transferHours: null,
        availability: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59', timeZone: 'UTC' },
      },
    });
    expect(patch.status).toBe(200);
    // Real phones need a current registry copy and the campaign's consent attestation.
    const today = new Date().toISOString().slice(0, 10);
    await send(server, jar, `/api/admin/do-not-call/registry?kind=full&downloadDate=${today}`, {
      method: 'POST',
      body: '2015550100\n',
      headers: { 'content-type': 'text/plain' },
    });
    const started = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { testMode: false, delayBetweenCalls: 1000, consentAttestation: true },
    });
    expect(started.status).toBe(202);
    const { jobId } = await started.json();
    await readJobEvents(await send(server, jar, `/api/jobs/${jobId}/events`));

    // The send-call body: Bland custom tools at our signed endpoints, and the transfer number.
    const placed = [...fake.calls.values()].find((c) => c.request.phone_number === phone)!;
    const callId = (placed.request.metadata as { callId: string }).callId;
    const tools = placed.request.tools as Array<Record<string, unknown>>;
    expect(tools.map((t) => t.name)).toEqual([
      'BookMeeting',
      'ConnectToPerson',
      'AddToDoNotCallList',
      'ScheduleCallback',
      'LookupBusinessFacts',
      'SaveCallerDetails',
      'EndConversation',
    ]);
    const book = tools[0];
    expect(book).toMatchObject({
      url: `${server.ctx.publicUrl()}/api/voice-tools/${callId}/book_meeting`,
      method: 'POST',
      headers: { [SIGNATURE]: expect.stringMatching(/^[0-9a-f]{64}$/) },
      body: { slotStart: '{{input.slotStart}}' },
      input_schema: { type: 'object', properties: { slotStart: expect.any(String) } },
    });
    expect(placed.request.transfer_phone_number).toBe('+12125550100');

    // Mid-call the fake asked for slots, then booked the first: a real booking of the lead.
    await expect
      .poll(() => fake.toolInvocations.filter((i) => i.callId === placed.callId).length, { timeout: 5000 })
      .toBe(2);
    const [offer, booked] = fake.toolInvocations.filter((i) => i.callId === placed.callId);
    expect(offer).toMatchObject({ status: 200, body: { booked: false, offered: expect.any(Array) } });
    expect(booked).toMatchObject({ status: 200, body: { booked: true } });
    expect(booked.body).not.toHaveProperty('test');
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.leadId, leadIds[0]))).toHaveLength(1);
    const [conv] = await server.ctx.db.select().from(conversations).where(eq(conversations.callId, callId));
    expect(conv).toMatchObject({ mode: 'live', engine: 'bland', leadId: leadIds[0] });
    const recorded = await server.ctx.db
      .select()
      .from(conversationToolCalls)
      .where(eq(conversationToolCalls.conversationId, conv.id));
    expect(recorded.map((r) => [r.name, r.test])).toEqual([
      ['book_meeting', false],
      ['book_meeting', false],
    ]);

    // Forged: a made-up signature, another tool's signature, none at all. Nothing runs.
    const dncHeaders = tools.find((t) => t.name === 'AddToDoNotCallList')!.headers as Record<string, string>;
    const forged = await fake.invokeTool(placed.callId, 'AddToDoNotCallList', {}, { [SIGNATURE]: 'ab'.repeat(32) });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await fake.invokeTool(placed.callId, 'BookMeeting', {}, { [SIGNATURE]: dncHeaders[SIGNATURE] })).status,
    ).toBe(403);
    const bare = await fetch(String(book.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bare.status).toBe(403);
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, phone))).toHaveLength(0);
    expect(
      await server.ctx.db.select().from(conversationToolCalls).where(eq(conversationToolCalls.conversationId, conv.id)),
    ).toHaveLength(2);

    // The finished call is read from what its tools did.
    await expect
      .poll(
        async () => {
          const r = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/results`)).json();
          return r.rows?.[0]?.disposition ?? null;
        },
        { timeout: 8000 },
      )
      .toBe('meeting booked');
  });
});
