import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPhoneNumber } from '@common/phone-numbers/schemas';
import { calls, phoneNumbers } from '../../src/server/db/schema';
import { signInboundStart } from '../../src/server/providers/voice/bland-inbound';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Inbound calls through Bland (its fake): a number bought with the inbound numbers API and pointed
// at Callcraft; a caller rings it, Bland asks for the caller's context at call start (signed with
// the number's signature) and posts the finished call (signed); replays change nothing, forgeries
// are refused.

const PASSWORD = 'inbound-bland-password';
const CALLER = '+12125550177';

describe('inbound calls through Bland', () => {
  let fake: FakeBland;
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  let number: string;

  beforeAll(async () => {
    fake = await startFakeBland({ queuedMs: 100, talkMs: 300 });
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
    const made = await insertReadyCampaign(server.ctx.db, 'Bland callbacks', [{ phoneE164: CALLER }]);
    campaignId = made.campaignId;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const inject = (body: string, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/webhooks/voice/bland/inbound',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const countCalls = async () => (await server.ctx.db.select({ n: count() }).from(calls))[0]!.n;

  it('buys a number through the inbound numbers API and points it at Callcraft', async () => {
    const res = await send(server, jar, '/api/admin/phone-numbers', {
      method: 'POST',
      json: { campaignId, areaCode: '628' },
    });
    expect(res.status).toBe(201);
    const made = ZPhoneNumber.parse(await res.json());
    expect(made).toMatchObject({ campaignId, source: 'provisioned', provider: 'bland', mode: 'live' });
    expect(made.phoneNumber).toMatch(/^\+1628\d{7}$/);
    number = made.phoneNumber;
    const configured = fake.inboundNumbers.get(number)!;
    expect(String(configured.webhook)).toMatch(/\/api\/webhooks\/voice\/bland\/inbound$/);
    expect(String(configured.prompt)).toContain('{{caller_context}}');
    const [dynamic] = configured.dynamic_data as Array<{ headers: Record<string, string> }>;
    expect(dynamic!.headers['x-callcraft-signature']).toBe(signInboundStart(fake.webhookSecret, number));
  });

  it('refuses to attach a number the Bland account does not hold, and stores nothing', async () => {
    const res = await send(server, jar, '/api/admin/phone-numbers', {
      method: 'POST',
      json: { phoneNumber: '+14155550123', campaignId },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await server.ctx.db.select().from(phoneNumbers)).toHaveLength(1);
  });

  it('a caller rings: context at start, the finished call written once, inbound', async () => {
    const placed = await fake.placeInboundCall(number, CALLER);
    expect(placed.start).toHaveLength(1);
    expect(placed.start[0]!.status).toBe(200);
    const answer = placed.start[0]!.body as { callId: string; greeting: string; context: string };
    expect(answer.greeting).toContain('Hi Pat');
    expect(answer.context).toContain('The caller is Pat');
    // Bland's agent got the greeting and the context filled in.
    expect(String(fake.calls.get(placed.callId)!.request.task)).toContain('The caller is Pat');
    const deadline = Date.now() + 15_000;
    while (fake.calls.get(placed.callId)!.webhookDeliveries.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(fake.calls.get(placed.callId)!.webhookDeliveries).toEqual([200]);
    const [row] = await server.ctx.db.select().from(calls).where(eq(calls.id, answer.callId));
    expect(row).toMatchObject({ direction: 'inbound', status: 'completed', campaignId, providerCallId: placed.callId });

    // Replays: the same start answers the same call; the same webhook is a duplicate.
    const before = await countCalls();
    const again = JSON.stringify({ call_id: placed.callId, from: CALLER, to: number });
    const replay = await inject(again, { 'x-callcraft-signature': signInboundStart(fake.webhookSecret, number) });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().callId).toBe(answer.callId);
    expect(await fake.deliverWebhook(placed.callId)).toBe(200);
    expect(await countCalls()).toBe(before);
  });

  it('after hours the start answer tells Bland the business is closed and what to do instead', async () => {
    const list = (await (await send(server, jar, '/api/admin/phone-numbers')).json()) as { items: { id: string }[] };
    // Hours that ended a minute before midnight UTC began: the present is always outside them.
    const hours = { start: '00:00', end: '00:01', timeZone: 'Pacific/Kiritimati' };
    const now = new Intl.DateTimeFormat('en-GB', {
      timeZone: hours.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    if (now === '00:00') return; // the one minute those hours hold
    const res = await send(server, jar, `/api/admin/phone-numbers/${list.items[0]!.id}`, {
      method: 'PATCH',
      json: { hours, afterHours: 'message' },
    });
    expect(res.status).toBe(200);
    const body = JSON.stringify({ call_id: 'after-hours-start', from: CALLER, to: number });
    const start = await inject(body, { 'x-callcraft-signature': signInboundStart(fake.webhookSecret, number) });
    expect(start.statusCode).toBe(200);
    expect(start.json().context).toContain(
      'The business is closed now: it answers calls 00:00–00:01 Pacific/Kiritimati',
    );
    expect(start.json().context).toContain('take_message');
    expect(start.json().context).toContain('do not offer to put the caller through');
  });

  it('refuses forged starts and forged finished calls; nothing changes', async () => {
    const before = await countCalls();
    const start = JSON.stringify({ call_id: 'forged-start', from: CALLER, to: number });
    expect((await inject(start, {})).statusCode).toBe(400);
    expect((await inject(start, { 'x-callcraft-signature': 'ab'.repeat(32) })).statusCode).toBe(400);
    // A signature for another number does not open this one.
    const other = signInboundStart(fake.webhookSecret, '+16285550000');
    expect((await inject(start, { 'x-callcraft-signature': other })).statusCode).toBe(400);
    const ended = JSON.stringify({ call_id: 'forged-end', inbound: true, to: number, from: CALLER, completed: true });
    expect((await inject(ended, { 'x-webhook-signature': 'cd'.repeat(32) })).statusCode).toBe(400);
    expect(await countCalls()).toBe(before);
  });
});
