import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@common/api-keys/schemas';
import { DISPATCH_MSG } from '@common/dispatch/schemas';
import { insertReadyCampaign, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// An outside system switches a campaign's automatic dialling with an API key that has
// `campaigns:write`, through the same gates as the admin's switch (here: the business name).

const PASSWORD = 'api-auto-dispatch-password';

describe('PATCH /api/v1/campaigns/{id}/auto-dispatch', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, CALLER_BUSINESS_NAME: '' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 180_000);
  afterAll(async () => server?.close());

  const key = async (scopes: string[]) => {
    const res = await send(server, jar, '/api/admin/api-keys', { method: 'POST', json: { name: 'CRM', scopes } });
    expect(res.status).toBe(201);
    return ((await res.json()) as TCreatedApiKey).key;
  };
  const patch = (k: string, id: string, body: unknown) =>
    server.request(`/api/v1/campaigns/${id}/auto-dispatch`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const isAuto = async (id: string) =>
    ((await (await send(server, jar, `/api/admin/campaigns/${id}`)).json()) as { autoDispatch: boolean }).autoDispatch;

  it('switches auto-dispatch on and off with campaigns:write, and only with it', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Auto by key', [
      { phoneE164: testPhone(950), timezone: zoneOpenNow() },
    ]);
    const reader = await key(['campaigns:read']);
    const writer = await key(['campaigns:write']);
    expect((await patch(reader, campaignId, { autoDispatch: true })).status).toBe(403);
    expect((await patch(writer, '00000000-0000-4000-8000-000000000000', { autoDispatch: true })).status).toBe(404);
    expect((await patch(writer, campaignId, { testMode: true })).status).toBe(400);

    // Live, while the campaign names no business: refused as the admin's switch is.
    const live = await patch(writer, campaignId, { autoDispatch: true, testMode: false, consentAttestation: true });
    expect(live.status).toBe(409);
    expect((await live.json()).error).toBe(DISPATCH_MSG.noBusinessName);
    expect(await isAuto(campaignId)).toBe(false);

    const on = await patch(writer, campaignId, { autoDispatch: true, testMode: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ campaignId, autoDispatch: true });
    expect(await isAuto(campaignId)).toBe(true);
    const off = await patch(writer, campaignId, { autoDispatch: false });
    expect(await off.json()).toEqual({ campaignId, autoDispatch: false });
    expect(await isAuto(campaignId)).toBe(false);
  });
});
