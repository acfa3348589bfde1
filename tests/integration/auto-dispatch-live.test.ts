import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@common/api-keys/schemas';
import type { TCampaign } from '@common/campaigns/schemas';
import type { TEnrolLeadsResponse } from '@common/public-api/schemas';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { startStaticSite, type StaticSite } from '../support/static-site';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Auto-dispatch in live mode (real phones through the voice provider, here the Bland fake): it
// opens only with the live gates (a current registry copy, the consent attestation), a number on
// the registry is blocked at enrolment, and a lead enrolled while another call still talks is
// dialled during that call rather than after it.

const PASSWORD = 'auto-dispatch-live-password';
/** Long enough that the first call is still talking when the second lead is dialled. */
const TALK_MS = 90_000;
const WAIT_MS = 60_000;
const SLOW_SITE_MS = 1500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('auto-dispatch in live mode', () => {
  let fake: FakeBland;
  let site: StaticSite;
  let server: TestServer;
  let jar: CookieJar;
  let key: TCreatedApiKey;

  beforeAll(async () => {
    fake = await startFakeBland({ queuedMs: 50, talkMs: TALK_MS });
    // A slow website: the second lead's enrichment is still reading it when its wake-up looks.
    site = await startStaticSite(null, {
      '/': async (_req, res) => {
        await sleep(SLOW_SITE_MS);
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Acme Plumbing</h1><p>Plumbing repairs.</p>');
      },
    });
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        BLAND_API_KEY: fake.apiKey,
        BLAND_API_URL: fake.baseUrl,
        BLAND_WEBHOOK_SECRET: fake.webhookSecret,
        DISPATCH_RETRIES: '0',
        FETCH_ALLOW_HOSTS: '127.0.0.1',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    key = (await (
      await send(server, jar, '/api/admin/api-keys', {
        method: 'POST',
        json: { name: 'Form', scopes: ['leads:write'] },
      })
    ).json()) as TCreatedApiKey;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await site?.close();
  });

  const enrol = async (campaignId: string, phoneNumber: string, website?: string) => {
    const res = await server.request(`/api/v1/campaigns/${campaignId}/leads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}` },
      json: {
        leads: [{ email: `${phoneNumber.slice(1)}@example.com`, phoneNumber, timezone: zoneOpenNow(), website }],
      },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as TEnrolLeadsResponse).results[0];
  };
  const placedTo = async (phone: string) => {
    for (const end = Date.now() + WAIT_MS; Date.now() < end; await sleep(200)) {
      const call = [...fake.calls.values()].find((c) => c.request.phone_number === phone);
      if (call) return call;
    }
    return null;
  };

  it(
    'opens only with the live gates, blocks a registry number, and dials a new lead while a call talks',
    { timeout: 240_000 },
    async () => {
      const id = (await insertCampaignWithLeads(server.ctx.db, 'Auto live', [])).campaignId;
      const live = { autoDispatch: true, testMode: false, consentAttestation: true };
      const patch = (json: unknown) => send(server, jar, `/api/admin/campaigns/${id}`, { method: 'PATCH', json });

      // No registry copy yet: real phones are refused, and nothing opens.
      const refused = await patch(live);
      expect(refused.status).toBe(409);
      expect(((await (await send(server, jar, `/api/admin/campaigns/${id}`)).json()) as TCampaign).autoDispatch).toBe(
        false,
      );

      const listed = testPhone(7001);
      const today = new Date().toISOString().slice(0, 10);
      const upload = await send(server, jar, `/api/admin/do-not-call/registry?kind=full&downloadDate=${today}`, {
        method: 'POST',
        body: `${listed.slice(2)}\n`,
        headers: { 'content-type': 'text/plain' },
      });
      expect(upload.status).toBe(200);
      const on = await patch(live);
      expect(on.status, await on.clone().text()).toBe(200);
      expect(((await on.json()) as TCampaign).autoDispatch).toBe(true);

      // A number on the national registry never becomes a lead to call.
      expect(await enrol(id, listed)).toMatchObject({ status: 'blocked' });

      const first = testPhone(7002);
      expect(await enrol(id, first)).toMatchObject({ status: 'created' });
      const firstCall = await placedTo(first);
      expect(firstCall, 'the first lead is dialled through the live provider').not.toBeNull();

      const second = testPhone(7003);
      expect(await enrol(id, second, site.url)).toMatchObject({ status: 'created' });
      const secondCall = await placedTo(second);
      expect(secondCall, 'the second lead is dialled while the first call talks').not.toBeNull();
      // The first call was still talking when the second was placed: nobody waited for it to end.
      expect(secondCall!.createdAt).toBeLessThan(firstCall!.createdAt + TALK_MS);
      expect(fake.calls.size).toBe(2);
    },
  );
});
