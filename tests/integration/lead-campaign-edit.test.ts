import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, campaigns, leadEnrichments, leads } from '../../src/server/db/schema';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Leads and campaigns edited by hand: add, edit and delete a lead (its call records stay), rename,
// archive (never dispatched) and delete a campaign (never while it runs).

const PASSWORD = 'lead-edit-password';
const MISSING = '00000000-0000-4000-8000-000000000000';
const form = (over: Record<string, string> = {}) => ({
  email: 'dana@acme.test',
  firstName: 'Dana',
  lastName: 'Reyes',
  companyName: 'Acme',
  phoneNumber: '(212) 555-0142',
  website: '',
  industry: '',
  timezone: '',
  ...over,
});

describe('editable leads and campaigns', () => {
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const db = () => server.ctx.db;
  const leadsOf = (campaignId: string) => db().select().from(leads).where(eq(leads.campaignId, campaignId));

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('adds a lead with the phone read as the import reads it, after the last row', async () => {
    const { campaignId } = await insertCampaignWithLeads(db(), 'Add', [{}, {}]);
    const res = await admin(`/api/admin/campaigns/${campaignId}/leads`, {
      method: 'POST',
      json: form({ timezone: 'america/new_york' }),
    });
    expect(res.status).toBe(200);
    const lead = await res.json();
    expect(lead).toMatchObject({
      campaignId,
      email: 'dana@acme.test',
      phoneNumber: '(212) 555-0142',
      phoneE164: '+12125550142',
      timezone: 'America/New_York',
      rowNumber: 4,
      callStatus: 'pending',
    });
    expect(await leadsOf(campaignId)).toHaveLength(3);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const { campaignId } = await insertCampaignWithLeads(db(), 'Bad', [{}]);
    for (const [over, message] of [
      [{ email: 'not-an-email' }, 'Invalid email format'],
      [{ email: '' }, 'Email is required'],
      [{ phoneNumber: '' }, 'Phone is required'],
      [{ phoneNumber: '555-01' }, /number|digits/i],
      [{ timezone: 'Mars/Olympus' }, 'Unknown time zone'],
    ] as const) {
      const res = await admin(`/api/admin/campaigns/${campaignId}/leads`, { method: 'POST', json: form(over) });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    expect(await leadsOf(campaignId)).toHaveLength(1);
  });

  it('refuses a phone or email another lead of the campaign has, naming it (409)', async () => {
    const { campaignId } = await insertCampaignWithLeads(db(), 'Dup', [
      { firstName: 'Sam', lastName: 'Hill', phoneNumber: '+1 212 555 0142', email: 'sam@x.test' },
    ]);
    // Spelled differently, the same number once normalised.
    await db().update(leads).set({ phoneE164: '+12125550142' }).where(eq(leads.campaignId, campaignId));
    let res = await admin(`/api/admin/campaigns/${campaignId}/leads`, { method: 'POST', json: form() });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Another lead in this campaign has the phone (212) 555-0142 (Sam Hill)');
    res = await admin(`/api/admin/campaigns/${campaignId}/leads`, {
      method: 'POST',
      json: form({ email: 'SAM@x.test', phoneNumber: '212 555 0199' }),
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Another lead in this campaign has the email SAM@x.test');
    expect(await leadsOf(campaignId)).toHaveLength(1);
  });

  it('a missing campaign or lead is a 404', async () => {
    expect((await admin(`/api/admin/campaigns/${MISSING}/leads`, { method: 'POST', json: form() })).status).toBe(404);
    expect((await admin(`/api/admin/leads/${MISSING}`, { method: 'PATCH', json: { firstName: 'X' } })).status).toBe(
      404,
    );
    expect((await admin(`/api/admin/leads/${MISSING}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin(`/api/admin/campaigns/${MISSING}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('edits a lead: the phone is read again, bad input changes nothing', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Edit', [{ phoneNumber: '2125550100' }]);
    let res = await admin(`/api/admin/leads/${leadIds[0]}`, {
      method: 'PATCH',
      json: { firstName: 'Lee', phoneNumber: '+44 20 7946 0958' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Lee', phoneE164: '+442079460958' });
    res = await admin(`/api/admin/leads/${leadIds[0]}`, { method: 'PATCH', json: { email: 'nope', firstName: 'Zed' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch('Invalid email format');
    expect((await admin(`/api/admin/leads/${leadIds[0]}`, { method: 'PATCH', json: {} })).status).toBe(400);
    const [row] = await leadsOf(campaignId);
    expect(row.firstName).toBe('Lee');
  });

  it('deletes a lead: its enrichment goes, its call records stay, and the answer says so', async () => {
    const { leadIds, campaignId } = await insertCampaignWithLeads(db(), 'Delete', [{ phoneNumber: '2125550111' }, {}]);
    const [id] = leadIds;
    await db().insert(leadEnrichments).values({ leadId: id, mode: 'sandbox' });
    await db().insert(calls).values({
      purpose: 'campaign',
      provider: 'sandbox',
      phoneNumber: '+12125550111',
      prompt: 'p',
      status: 'completed',
      transcript: 'Hello',
      leadId: id,
      campaignId,
      attempt: 1,
    });
    const impact = await (await admin(`/api/admin/leads/${id}/delete-impact`)).json();
    expect(impact).toEqual({ leadId: id, calls: 1, doNotCall: false });
    const res = await admin(`/api/admin/leads/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await leadsOf(campaignId)).toHaveLength(1);
    expect(await db().select().from(leadEnrichments).where(eq(leadEnrichments.leadId, id))).toHaveLength(0);
    const kept = await db().select().from(calls).where(eq(calls.leadId, id));
    expect(kept).toHaveLength(1);
    expect(kept[0].transcript).toBe('Hello');
  });

  it('renames, archives (out of the list, never dispatched) and unarchives a campaign', async () => {
    const { campaignId } = await insertCampaignWithLeads(db(), 'Old name', [{ phoneNumber: '2125550123' }]);
    const patch = (json: unknown) => admin(`/api/admin/campaigns/${campaignId}`, { method: 'PATCH', json });
    let res = await patch({ name: '  New name ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'New name', archived: false });
    expect((await patch({ name: ' ' })).status).toBe(400);

    expect((await patch({ archived: true })).status).toBe(200);
    const listed = async (q = '') =>
      ((await (await admin(`/api/admin/campaigns${q}`)).json()) as { id: string }[]).some((c) => c.id === campaignId);
    expect(await listed()).toBe(false);
    expect(await listed('?archived=include')).toBe(true);

    res = await admin(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 5, delayBetweenCalls: 1000, testMode: true },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('This campaign is archived. Unarchive it before dispatching.');
    res = await patch({ status: 'active' });
    expect(res.status).toBe(409);
    expect((await db().select().from(campaigns).where(eq(campaigns.id, campaignId)))[0].status).toBe('draft');

    expect((await patch({ archived: false })).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('refuses to archive or delete a running campaign; deletes a stopped one with its leads, keeping calls', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Running', [{}]);
    await db().update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, campaignId));
    let res = await admin(`/api/admin/campaigns/${campaignId}`, { method: 'PATCH', json: { archived: true } });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('This campaign is running. Pause or stop it before archiving it.');
    res = await admin(`/api/admin/campaigns/${campaignId}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('This campaign is running. Stop it before deleting it.');

    await db().update(campaigns).set({ status: 'stopped' }).where(eq(campaigns.id, campaignId));
    await db().insert(calls).values({
      purpose: 'campaign',
      provider: 'sandbox',
      phoneNumber: '+12125550177',
      prompt: 'p',
      status: 'completed',
      leadId: leadIds[0],
      campaignId,
      attempt: 1,
    });
    res = await admin(`/api/admin/campaigns/${campaignId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await db().select().from(campaigns).where(eq(campaigns.id, campaignId))).toHaveLength(0);
    expect(await leadsOf(campaignId)).toHaveLength(0);
    expect(await db().select().from(calls).where(eq(calls.campaignId, campaignId))).toHaveLength(1);
  });

  it('filters the lead list on the server by call status, enrichment and time zone', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Filters', [{}, {}, {}, {}]);
    await db()
      .update(leads)
      .set({ callStatus: 'completed', timezone: 'America/Chicago' })
      .where(eq(leads.id, leadIds[0]));
    await db()
      .update(leads)
      .set({ enrichmentStatus: 'enriched', timezone: 'America/Chicago' })
      .where(eq(leads.id, leadIds[1]));
    await db().update(leads).set({ timezone: 'America/New_York' }).where(eq(leads.id, leadIds[2]));
    const page = async (q: string) => {
      const res = await admin(`/api/admin/campaigns/${campaignId}/leads?${q}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: { id: string }[]; total: number };
      return { ids: body.items.map((l) => l.id), total: body.total };
    };
    expect(await page('callStatus=completed')).toEqual({ ids: [leadIds[0]], total: 1 });
    expect(await page('enrichmentStatus=enriched')).toEqual({ ids: [leadIds[1]], total: 1 });
    expect(await page('timezone=America/Chicago')).toEqual({ ids: [leadIds[0], leadIds[1]], total: 2 });
    expect(await page('timezone=none')).toEqual({ ids: [leadIds[3]], total: 1 });
    expect(await page('timezone=America/Chicago&callStatus=pending')).toEqual({ ids: [leadIds[1]], total: 1 });
    // Paged by cursor, the filter holds on every page.
    const first = await (
      await admin(`/api/admin/campaigns/${campaignId}/leads?timezone=America/Chicago&pageSize=1`)
    ).json();
    const second = await (
      await admin(
        `/api/admin/campaigns/${campaignId}/leads?timezone=America/Chicago&pageSize=1&cursor=${first.nextCursor}`,
      )
    ).json();
    expect(second.items.map((l: { id: string }) => l.id)).toEqual([leadIds[1]]);
    expect(second.nextCursor).toBeNull();
    const bad = await admin(`/api/admin/campaigns/${campaignId}/leads?callStatus=ringing`);
    expect(bad.status).toBe(400);
    expect(await (await admin(`/api/admin/campaigns/${campaignId}/lead-zones`)).json()).toEqual({
      zones: ['America/Chicago', 'America/New_York'],
      unknown: true,
    });
  });

  it('bulk: delete and add to do-not-call the selected leads in one go, or nothing when one is unknown', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Bulk', [
      { phoneNumber: '2125550181' },
      { phoneNumber: '2125550182' },
      {},
    ]);
    await db().update(leads).set({ phoneE164: '+12125550181' }).where(eq(leads.id, leadIds[0]));
    await db().update(leads).set({ phoneE164: '+12125550182' }).where(eq(leads.id, leadIds[1]));
    const post = (path: string, json: unknown) => admin(path, { method: 'POST', json });

    let res = await post('/api/admin/leads/bulk-do-not-call', { leadIds: [leadIds[0], MISSING] });
    expect(res.status).toBe(404);
    res = await post('/api/admin/leads/bulk-do-not-call', { leadIds: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch('Select at least one lead');
    res = await post('/api/admin/leads/bulk-do-not-call', { leadIds: leadIds.slice(0, 2) });
    expect(await res.json()).toEqual({ count: 2 });
    const dnc = await (await admin('/api/admin/do-not-call')).json();
    expect(JSON.stringify(dnc)).toContain('+12125550181');

    res = await post('/api/admin/leads/bulk-delete', { leadIds: [leadIds[0], MISSING] });
    expect(res.status).toBe(404);
    expect(await leadsOf(campaignId)).toHaveLength(3);
    res = await post('/api/admin/leads/bulk-delete', { leadIds: leadIds.slice(0, 2) });
    expect(await res.json()).toEqual({ count: 2 });
    expect((await leadsOf(campaignId)).map((l) => l.id)).toEqual([leadIds[2]]);
    // Deleting the leads leaves their numbers on the do-not-call list.
    expect(JSON.stringify(await (await admin('/api/admin/do-not-call')).json())).toContain('+12125550182');
  });
});
