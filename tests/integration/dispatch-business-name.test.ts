import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_MSG } from '@common/dispatch/schemas';
import { insertReadyCampaign, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// On a server whose operator named no business (CALLER_BUSINESS_NAME unset), a campaign that names
// none would call as the product itself: a live dispatch, and auto-dispatch switched on live, are
// refused with where to set the name; a test run goes ahead; once named, the live dispatch starts.

const PASSWORD = 'business-name-password';

describe('a live dispatch needs the campaign to name its business', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, CALLER_BUSINESS_NAME: '' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 180_000);
  afterAll(async () => server?.close());

  const campaign = (name: string, from: number) =>
    insertReadyCampaign(server.ctx.db, name, [{ phoneE164: testPhone(from), timezone: zoneOpenNow() }]);
  const dispatch = (id: string, testMode: boolean) =>
    send(server, jar, `/api/admin/campaigns/${id}/dispatch-calls`, { method: 'POST', json: { testMode } });
  const patch = (id: string, json: unknown) =>
    send(server, jar, `/api/admin/campaigns/${id}`, { method: 'PATCH', json });

  it('refuses live, lets a test run through, and starts live once the business is named', async () => {
    const { campaignId } = await campaign('Unnamed business', 900);
    const refused = await dispatch(campaignId, false);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'CONFLICT', error: DISPATCH_MSG.noBusinessName });
    expect(DISPATCH_MSG.noBusinessName).toContain('Campaign settings → Business name');

    // Saving the settings form unchanged keeps the fallback name: still refused.
    expect((await patch(campaignId, { personaName: 'Ava' })).status).toBe(200);
    expect((await dispatch(campaignId, false)).status).toBe(409);

    const { campaignId: tested } = await campaign('Unnamed, tested', 910);
    expect((await dispatch(tested, true)).status).toBeLessThan(300);

    expect((await patch(campaignId, { businessName: 'Northwind Roofing' })).status).toBe(200);
    expect((await dispatch(campaignId, false)).status).toBeLessThan(300);
  });

  it('refuses auto-dispatch switched on live, not in test mode', async () => {
    const { campaignId } = await campaign('Unnamed auto', 920);
    const live = await patch(campaignId, { autoDispatch: true, testMode: false, consentAttestation: true });
    expect(live.status).toBe(409);
    expect((await live.json()).error).toBe(DISPATCH_MSG.noBusinessName);
    expect((await patch(campaignId, { autoDispatch: true, testMode: true })).status).toBe(200);
  });
});
