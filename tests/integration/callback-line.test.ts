import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPhoneNumber } from '@common/phone-numbers/schemas';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { insertReadyCampaign, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A number assigned to a campaign is its callback line: the campaign's calls out show it as caller
// ID (Bland's `from`), so a lead who rings back reaches the same agent. Unassigned or removed, the
// campaign stops calling from it.

const PASSWORD = 'callback-line-password';

describe("a campaign's number is its caller ID", () => {
  let fake: FakeBland;
  let server: TestServer;
  let jar: CookieJar;

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
    // Real phones are called only with a current national registry copy (one unrelated number).
    const today = new Date().toISOString().slice(0, 10);
    const upload = await send(server, jar, `/api/admin/do-not-call/registry?kind=full&downloadDate=${today}`, {
      method: 'POST',
      body: '2125559999\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(upload.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const campaign = (name: string, i: number) =>
    insertReadyCampaign(server.ctx.db, name, [{ phoneE164: testPhone(i), timezone: zoneOpenNow() }]);
  const buy = async (json: Record<string, unknown>) => {
    const res = await send(server, jar, '/api/admin/phone-numbers', { method: 'POST', json });
    expect(res.status).toBe(201);
    return ZPhoneNumber.parse(await res.json());
  };
  const patchNumber = (id: string, campaignId: string | null) =>
    send(server, jar, `/api/admin/phone-numbers/${id}`, { method: 'PATCH', json: { campaignId } });
  const callerId = async (campaignId: string) =>
    (await (await send(server, jar, `/api/admin/campaigns/${campaignId}/settings`)).json()).settings.callerId;
  /** The body Bland received for the call to `phone`, once dispatch has sent it. */
  const blandRequestTo = async (campaignId: string, phone: string) => {
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { testMode: false, consentAttestation: true },
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const sent = [...fake.calls.values()].find((c) => c.request.phone_number === phone);
      if (sent) return sent.request;
      if (Date.now() > deadline) throw new Error(`no call to ${phone} reached Bland`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('assigning a number makes it the caller ID of the campaign’s calls', async () => {
    const { campaignId } = await campaign('Callback line', 1100);
    const number = await buy({ areaCode: '628' });
    expect(await callerId(campaignId)).toBeNull();
    expect((await patchNumber(number.id, campaignId)).status).toBe(200);
    // Shown where the campaign's caller ID is: its settings.
    expect(await callerId(campaignId)).toBe(number.phoneNumber);
    expect((await blandRequestTo(campaignId, testPhone(1100))).from).toBe(number.phoneNumber);
  });

  it('a number bought for a campaign is its caller ID; moved away, the campaign stops using it', async () => {
    const { campaignId: a } = await campaign('Moved from', 1200);
    const { campaignId: b } = await campaign('Moved to', 1210);
    const number = await buy({ areaCode: '628', campaignId: a });
    expect(await callerId(a)).toBe(number.phoneNumber);
    expect((await patchNumber(number.id, b)).status).toBe(200);
    expect(await callerId(a)).toBeNull();
    expect(await callerId(b)).toBe(number.phoneNumber);
    expect((await patchNumber(number.id, null)).status).toBe(200);
    expect(await callerId(b)).toBeNull();
    expect((await blandRequestTo(b, testPhone(1210))).from).toBeUndefined();
  });

  it('removing a number hands the caller ID to the campaign’s other number, then to none', async () => {
    const { campaignId } = await campaign('Removed', 1300);
    const first = await buy({ areaCode: '628', campaignId });
    const second = await buy({ areaCode: '628', campaignId });
    expect(await callerId(campaignId)).toBe(second.phoneNumber);
    const del = (id: string) => send(server, jar, `/api/admin/phone-numbers/${id}`, { method: 'DELETE' });
    expect((await del(second.id)).status).toBe(200);
    expect(await callerId(campaignId)).toBe(first.phoneNumber);
    expect((await del(first.id)).status).toBe(200);
    expect(await callerId(campaignId)).toBeNull();
    expect((await blandRequestTo(campaignId, testPhone(1300))).from).toBeUndefined();
  });
});
