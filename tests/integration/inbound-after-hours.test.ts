import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinHours } from '@common/phone-numbers/opening-hours';
import { ZAdminCall, ZPhoneNumber, type TOpeningHours } from '@common/phone-numbers/schemas';
import { calls } from '../../src/server/db/schema';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A number's hours and what happens after them. A caller who asks for a person (the Sandbox's
// 555-013x caller) is put through within the hours; outside them the business is closed: no
// transfer is offered, and the agent takes their message or books a callback inside the hours (and
// inside the caller's lawful calling hours).

const PASSWORD = 'after-hours-password';
const CALLER = '+12125550131';
const ZONE = 'America/New_York';
const localHour = (at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(at));
/** Hours that do not hold the present moment, both inside the caller's 8 AM–9 PM. */
const closedNow = (): TOpeningHours => {
  const h = localHour(new Date());
  return h >= 9 && h < 12
    ? { start: '15:00', end: '20:00', timeZone: ZONE }
    : { start: '09:00', end: '12:00', timeZone: ZONE };
};
const OPEN_ALL_DAY: TOpeningHours = { start: '00:00', end: '23:59', timeZone: ZONE };

describe('what happens after hours, per number', () => {
  let server: TestServer;
  let jar: CookieJar;
  let numberId: string;

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
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'After hours', [
      { phoneE164: CALLER, timezone: ZONE },
    ]);
    const settings = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { transferNumber: '+12125550100' },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const res = await send(server, jar, '/api/admin/phone-numbers', { method: 'POST', json: { campaignId } });
    expect(res.status).toBe(201);
    const made = ZPhoneNumber.parse(await res.json());
    // A new number answers at any hour and offers a callback after hours once it has some.
    expect(made).toMatchObject({ hours: null, afterHours: 'callback' });
    numberId = made.id;
  }, 180_000);
  afterAll(async () => server?.close());

  const patch = (json: unknown) => send(server, jar, `/api/admin/phone-numbers/${numberId}`, { method: 'PATCH', json });
  /** The Sandbox caller rings; the finished call as GET /api/admin/calls/{id} shows it. */
  const ring = async () => {
    const res = await send(server, jar, `/api/admin/phone-numbers/${numberId}/sandbox-calls`, {
      method: 'POST',
      json: { from: CALLER },
    });
    expect(res.status).toBe(201);
    const { callId } = (await res.json()) as { callId: string };
    const end = Date.now() + 20_000;
    for (;;) {
      const call = ZAdminCall.parse(await (await send(server, jar, `/api/admin/calls/${callId}`)).json());
      if (call.disposition !== null) return call;
      if (Date.now() > end) throw new Error(`call ${callId} did not finish: ${JSON.stringify(call)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const promptOf = async (callId: string) =>
    (await server.ctx.db.select({ prompt: calls.prompt }).from(calls).where(eq(calls.id, callId)))[0]!.prompt;

  it('refuses hours and choices it cannot use, with messages that say why', async () => {
    const bad = async (json: unknown) => {
      const res = await patch(json);
      expect(res.status).toBe(400);
      return String((await res.json()).error);
    };
    expect(await bad({ hours: { start: '18:00', end: '09:00', timeZone: ZONE } })).toContain(
      'Opening hours must end after they start',
    );
    expect(await bad({ hours: { start: '9am', end: '17:00', timeZone: ZONE } })).toContain('Use HH:MM (24-hour)');
    expect(await bad({ hours: { start: '09:00', end: '17:00', timeZone: 'Mars/Olympus' } })).toContain(
      'Unknown time zone',
    );
    expect(await bad({ afterHours: 'transfer' })).toContain("Choose 'Take a message' or 'Offer a callback'");
    const now = ZPhoneNumber.parse(await (await patch({})).json());
    expect(now).toMatchObject({ hours: null, afterHours: 'callback' });
  });

  it('within the hours the caller who asks for a person is put through', async () => {
    const saved = ZPhoneNumber.parse(await (await patch({ hours: OPEN_ALL_DAY, afterHours: 'message' })).json());
    expect(saved).toMatchObject({ hours: OPEN_ALL_DAY, afterHours: 'message' });
    const call = await ring();
    expect(call.toolCalls.find((t) => t.name === 'transfer_to_human')?.result).toMatchObject({ transferred: true });
    expect(call.toolCalls.some((t) => t.name === 'take_message')).toBe(false);
    expect(call.message).toBeNull();
    expect(await promptOf(call.id)).not.toContain('closed');
  });

  it('after hours with "take a message": closed, no transfer, the message kept on the call', async () => {
    const hours = closedNow();
    expect((await patch({ hours, afterHours: 'message' })).status).toBe(200);
    const call = await ring();
    expect(call.toolCalls.some((t) => t.name === 'transfer_to_human')).toBe(false);
    const taken = call.toolCalls.find((t) => t.name === 'take_message');
    expect(taken?.result).toMatchObject({ taken: true });
    expect(call.message).toBe('Can I speak to a real person, please?');
    expect(call.transcript.some((l) => l.speaker === 'agent' && /closed right now/.test(l.text))).toBe(true);
    const prompt = await promptOf(call.id);
    expect(prompt).toContain(`The business is closed now: it answers calls ${hours.start}–${hours.end} ${ZONE}`);
    expect(prompt).toContain('take_message');
  });

  it('after hours with "offer a callback": a callback inside the hours and the caller’s calling hours', async () => {
    const hours = closedNow();
    expect((await patch({ hours, afterHours: 'callback' })).status).toBe(200);
    const before = Date.now();
    const call = await ring();
    expect(call.toolCalls.some((t) => t.name === 'transfer_to_human')).toBe(false);
    expect(call.toolCalls.some((t) => t.name === 'take_message')).toBe(false);
    const cb = call.toolCalls.find((t) => t.name === 'schedule_callback');
    expect(cb?.result, JSON.stringify(cb?.result)).toMatchObject({ scheduled: true });
    const at = new Date(String(cb!.result.at));
    expect(at.getTime()).toBeGreaterThan(before);
    expect(withinHours(hours, at)).toBe(true);
    // The caller's lawful window (8 AM–9 PM their time; the lead is in New York).
    expect(localHour(at)).toBeGreaterThanOrEqual(8);
    expect(localHour(at)).toBeLessThan(21);
    expect(await promptOf(call.id)).toContain('schedule_callback');
  });
});
