import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, leads } from '../../src/server/db/schema';
import { insertCampaignWithLeads, readJobEvents } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { FAST_SANDBOX_DISPATCH, runningClockFrom } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';

// A campaign's own settings (business name, script, persona, voice, caller ID, transfer) through
// PATCH /api/admin/campaigns/{id}, and a campaign call that uses them from enrichment to dial.
// The clock is 15:00 UTC: 10:00 in New York, inside calling hours.

const PASSWORD = 'campaign-settings-password';
const T0 = new Date('2026-03-10T15:00:00Z');
const SCRIPT =
  '1. Say you are calling from {{businessName}} about release pipelines.\n2. Ask how {{companyName}} ships code today.\n3. Offer a 20-minute meeting.';

describe('campaign settings', () => {
  let server: TestServer;
  let jar: CookieJar;
  const clock = runningClockFrom(T0);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const patch = (id: string, json: unknown) => admin(`/api/admin/campaigns/${id}`, { method: 'PATCH', json });

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { ADMIN_PASSWORD: PASSWORD, ...FAST_SANDBOX_DISPATCH },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('starts from CALLER_BUSINESS_NAME and the outbound script, with a voice that fits the persona', async () => {
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Defaults', [{ companyName: 'Acme Dental' }]);
    const view = await (await admin(`/api/admin/campaigns/${campaignId}/settings`)).json();
    expect(view.saved).toBe(false);
    expect(view.settings).toMatchObject({ businessName: 'Callcraft', personaName: 'Ava', personaGender: 'female' });
    const voice = view.voices.find((v: { id: string }) => v.id === view.settings.voice);
    expect(voice.gender).toBe('female');
    expect(view.preview.disclosure).toMatch(/^You are an AI assistant calling on behalf of Callcraft\./);
    expect(view.preview.prompt).toContain('calling Acme Dental');
    expect(view.preview.prompt).toMatch(/meeting/);
    expect(view.preview.prompt).not.toMatch(/job candidate|interview/);
  });

  it('refuses what the form refuses, and an unknown campaign is a 404', async () => {
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Invalid', [{}]);
    expect((await patch(campaignId, {})).status).toBe(400);
    expect((await patch(campaignId, { businessName: '  ' })).status).toBe(400);
    expect((await patch(campaignId, { callerId: '555-0100' })).status).toBe(400);
    expect((await patch(campaignId, { transferHours: { start: '17:00', end: '09:00', timeZone: 'UTC' } })).status).toBe(
      400,
    );
    const res = await patch(campaignId, { personaGender: 'male', voice: 'sandbox-maya' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/female voice; choose a male voice/);
    expect((await patch(campaignId, { voice: 'no-such-voice' })).status).toBe(400);
    expect((await admin(`/api/admin/campaigns/${campaignId}/settings`).then((r) => r.json())).saved).toBe(false);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await patch(missing, { businessName: 'Northwind' })).status).toBe(404);
    expect((await admin(`/api/admin/campaigns/${missing}/settings`)).status).toBe(404);
  });

  it("a campaign call's prompt and disclosure use the business name, the script and the persona's voice", async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Own', [
      { companyName: 'Harbor Logistics', firstName: 'Sam', phoneNumber: '+12125550177' },
    ]);
    const res = await patch(campaignId, {
      businessName: 'Northwind Dev',
      script: SCRIPT,
      personaName: 'Max',
      personaGender: 'male',
      voice: 'sandbox-mason',
      callerId: '+12125550100',
      transferNumber: '+12125550101',
      transferHours: { start: '09:00', end: '17:00', timeZone: 'America/New_York' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(campaignId);
    const view = await (await admin(`/api/admin/campaigns/${campaignId}/settings`)).json();
    expect(view.saved).toBe(true);
    expect(view.settings.transferHours).toEqual({ start: '09:00', end: '17:00', timeZone: 'America/New_York' });
    expect(view.preview.disclosure).toContain('on behalf of Northwind Dev');
    expect(view.preview.prompt).toContain('Ask how Harbor Logistics ships code today.');
    expect(view.preview.voice).toMatch(/Mason/);
    // A partial PATCH keeps the rest.
    expect((await patch(campaignId, { purpose: 'Qualify release-pipeline pain.' })).status).toBe(200);
    expect((await admin(`/api/admin/campaigns/${campaignId}/settings`).then((r) => r.json())).settings).toMatchObject({
      businessName: 'Northwind Dev',
      purpose: 'Qualify release-pipeline pain.',
    });

    const job = await (await admin(`/api/admin/campaigns/${campaignId}/enrich`, { method: 'POST', json: {} })).json();
    await readJobEvents(await admin(`/api/jobs/${job.jobId}/events`));
    const [lead] = await server.ctx.db.select().from(leads).where(eq(leads.id, leadIds[0]));
    expect(lead.agentPrompt).toContain('You are Max, calling Harbor Logistics');
    expect(lead.agentPrompt).toContain('on behalf of Northwind Dev');
    expect(lead.agentPrompt).not.toMatch(/job candidate/);
    await server.ctx.db
      .update(leads)
      .set({ phoneE164: '+12125550177', timezone: 'America/New_York' })
      .where(eq(leads.id, leadIds[0]));
    expect((await admin(`/api/admin/campaigns/${campaignId}/assign-voices`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
    // Every lead speaks with the campaign's voice, and follows it when the settings change it.
    const voiceOf = async () =>
      (await server.ctx.db.select({ v: leads.voiceClone }).from(leads).where(eq(leads.id, leadIds[0])))[0]!.v;
    expect(await voiceOf()).toBe('sandbox-mason');
    expect((await patch(campaignId, { voice: 'sandbox-ryan' })).status).toBe(200);
    expect(await voiceOf()).toBe('sandbox-ryan');
    expect((await patch(campaignId, { voice: 'sandbox-mason' })).status).toBe(200);
    expect(await voiceOf()).toBe('sandbox-mason');
    const dispatched = await admin(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 1, delayBetweenCalls: 1000, testMode: false },
    });
    expect(dispatched.status).toBe(202);
    await readJobEvents(await admin(`/api/jobs/${(await dispatched.json()).jobId}/events`));
    const [call] = await server.ctx.db.select().from(calls).where(eq(calls.campaignId, campaignId));
    expect(call.prompt).toMatch(/^You are an AI assistant calling on behalf of Northwind Dev\./);
    expect(call.prompt).toContain('Say you are calling from Northwind Dev about release pipelines.');
    expect(call.prompt).not.toMatch(/Callcraft|job candidate/);
    expect(call.voice).toBe('sandbox-mason');
  });
});
