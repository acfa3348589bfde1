import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOutcomes, calls, leads } from '../../src/server/db/schema';
import { resultRows } from '../../src/server/features/outcomes/results.repo';
import { insertCampaignWithLeads, readJobEvents } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The lead list's disposition filter (the latest read call, the admin's correction counting) and
// its bulk actions scoped to one campaign: enrich (queues only pending leads, idempotent) and
// assign a voice (one of the provider's, in one transaction); bad input changes nothing.

const PASSWORD = 'lead-bulk-password';
const MISSING = '00000000-0000-4000-8000-000000000000';
const VOICE = 'sandbox-maya';

describe('lead list: disposition filter and bulk enrich / assign voice', () => {
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const post = (path: string, json: unknown) => admin(path, { method: 'POST', json });
  const db = () => server.ctx.db;
  const leadsById = (ids: string[]) => db().select().from(leads).where(inArray(leads.id, ids));

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  /** A finished call to the lead read as `disposition`, `minutesAgo` ago. */
  async function outcome(
    campaignId: string,
    leadId: string,
    disposition: string,
    minutesAgo: number,
    override?: string,
  ) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    const [call] = await db()
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'sandbox',
        phoneNumber: '+12125550100',
        prompt: 'You are Ava.',
        status: 'completed',
        leadId,
        campaignId,
        completedAt: at,
      })
      .returning({ id: calls.id });
    await db()
      .insert(callOutcomes)
      .values({
        callId: call.id,
        leadId,
        campaignId,
        disposition,
        summary: '',
        fields: {},
        reader: 'sandbox',
        templateVersion: 'A',
        overrideDisposition: override ?? null,
        createdAt: at,
      });
  }

  it('filters by the disposition of the latest call, with the other filters and by cursor', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Dispositions', [{}, {}, {}, {}, {}]);
    // 0: voicemail then interested (latest wins); 1: interested; 2: interested then voicemail;
    // 3: read "not interested", corrected by the admin to "Interested"; 4: never called.
    await outcome(campaignId, leadIds[0], 'voicemail', 30);
    await outcome(campaignId, leadIds[0], 'interested', 10);
    await outcome(campaignId, leadIds[1], 'interested', 20);
    await outcome(campaignId, leadIds[2], 'interested', 30);
    await outcome(campaignId, leadIds[2], 'voicemail', 5);
    await outcome(campaignId, leadIds[3], 'not interested', 5, 'Interested');
    await db().update(leads).set({ enrichmentStatus: 'enriched' }).where(eq(leads.id, leadIds[1]));
    // Another campaign's lead with the same reading is not in this list.
    const other = await insertCampaignWithLeads(db(), 'Other dispositions', [{}]);
    await outcome(other.campaignId, other.leadIds[0], 'interested', 5);

    const page = async (q: string) => {
      const res = await admin(`/api/admin/campaigns/${campaignId}/leads?${q}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: { id: string }[]; total: number; nextCursor: string | null };
      return { ids: body.items.map((l) => l.id), total: body.total, nextCursor: body.nextCursor };
    };
    expect(await page('disposition=interested')).toMatchObject({ ids: [leadIds[0], leadIds[1], leadIds[3]], total: 3 });
    expect(await page('disposition=INTERESTED')).toMatchObject({ total: 3 });
    expect(await page('disposition=voicemail')).toMatchObject({ ids: [leadIds[2]], total: 1 });
    expect(await page('disposition=not%20interested')).toMatchObject({ ids: [], total: 0 });
    expect(await page('disposition=interested&enrichmentStatus=enriched')).toMatchObject({ ids: [leadIds[1]] });
    const first = await page('disposition=interested&pageSize=2');
    expect(first.ids).toEqual([leadIds[0], leadIds[1]]);
    expect(await page(`disposition=interested&pageSize=2&cursor=${first.nextCursor}`)).toMatchObject({
      ids: [leadIds[3]],
      nextCursor: null,
    });
    // Every campaign's leads (GET /api/admin/leads): this campaign's three and the other one.
    const all = await (await admin('/api/admin/leads?disposition=interested')).json();
    expect(all.items.map((l: { id: string }) => l.id).sort()).toEqual(
      [leadIds[0], leadIds[1], leadIds[3], other.leadIds[0]].sort(),
    );
    const bad = await admin(`/api/admin/campaigns/${campaignId}/leads?disposition=${'x'.repeat(61)}`);
    expect(bad.status).toBe(400);
  });

  it('two outcomes in one clock tick: the lead list and Results pick the same one', async () => {
    // The embedded database's clock counts milliseconds, so two rows can share a created_at: here
    // each lead's two do. Eight leads, so views that broke the tie differently could not agree by chance.
    const { campaignId, leadIds } = await insertCampaignWithLeads(
      db(),
      'Same tick',
      Array.from({ length: 8 }, () => ({})),
    );
    for (const id of leadIds) {
      await outcome(campaignId, id, 'voicemail', 7);
      await outcome(campaignId, id, 'interested', 7);
    }
    await db()
      .update(callOutcomes)
      .set({ createdAt: new Date(Date.now() - 7 * 60_000) })
      .where(eq(callOutcomes.campaignId, campaignId));
    const rows = await resultRows(db(), campaignId, { limit: 10 });
    const shownAs = (d: string) =>
      rows
        .filter((r) => r.disposition.toLowerCase() === d)
        .map((r) => r.leadId)
        .sort();
    const listed = async (d: string) => {
      const body = await (await admin(`/api/admin/campaigns/${campaignId}/leads?disposition=${d}&pageSize=50`)).json();
      return body.items.map((l: { id: string }) => l.id).sort();
    };
    expect(rows).toHaveLength(8);
    expect(await listed('interested')).toEqual(shownAs('interested'));
    expect(await listed('voicemail')).toEqual(shownAs('voicemail'));
  });

  it('bulk enrich queues the pending leads selected, answers how many, and asking again queues none', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Bulk enrich', [{}, {}, {}, {}]);
    await db().update(leads).set({ enrichmentStatus: 'enriched' }).where(eq(leads.id, leadIds[2]));
    const url = `/api/admin/campaigns/${campaignId}/leads/bulk-enrich`;
    const other = await insertCampaignWithLeads(db(), 'Bulk enrich other', [{}]);

    let res = await post(url, { leadIds: [leadIds[0], other.leadIds[0]] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Some of these leads are not in this campaign');
    res = await post(url, { leadIds: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch('Select at least one lead');
    res = await post(url, { leadIds: ['not-a-uuid'] });
    expect(res.status).toBe(400);
    res = await post(`/api/admin/campaigns/${MISSING}/leads/bulk-enrich`, { leadIds: [leadIds[0]] });
    expect(res.status).toBe(404);
    expect((await leadsById(leadIds)).map((l) => l.enrichmentStatus).sort()).toEqual([
      'enriched',
      'pending',
      'pending',
      'pending',
    ]);

    res = await post(url, { leadIds: [leadIds[0], leadIds[1], leadIds[2]] });
    expect(res.status).toBe(200);
    const { queued, jobId } = await res.json();
    expect(queued).toBe(2);
    const events = await readJobEvents(await admin(`/api/jobs/${jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed', total: 2 });
    const after = new Map((await leadsById(leadIds)).map((l) => [l.id, l.enrichmentStatus]));
    expect([after.get(leadIds[0]), after.get(leadIds[1]), after.get(leadIds[3])]).toEqual([
      'enriched',
      'enriched',
      'pending',
    ]);
    // Idempotent: the same selection again has nothing pending, and is no error.
    res = await post(url, { leadIds: [leadIds[0], leadIds[1], leadIds[2]] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ queued: 0, jobId: null });
    expect(other.leadIds).toHaveLength(1);
    expect((await leadsById(other.leadIds))[0].enrichmentStatus).toBe('pending');
  });

  it('bulk assign voice gives the selected leads one of the provider voices, or changes nothing', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(db(), 'Bulk voice', [{}, {}, {}]);
    const other = await insertCampaignWithLeads(db(), 'Bulk voice other', [{}]);
    const url = `/api/admin/campaigns/${campaignId}/leads/bulk-assign-voice`;
    const voices = async () => (await leadsById([...leadIds, ...other.leadIds])).map((l) => l.voiceClone);

    for (const [body, status, message] of [
      [
        { leadIds: [leadIds[0]], voice: 'no-such-voice' },
        400,
        `"no-such-voice" is not one of the voice provider's voices`,
      ],
      [{ leadIds: [leadIds[0]], voice: ' ' }, 400, 'Choose a voice'],
      [{ leadIds: [], voice: VOICE }, 400, 'Select at least one lead'],
      [{ leadIds: [leadIds[0], other.leadIds[0]], voice: VOICE }, 400, 'Some of these leads are not in this campaign'],
      [{ leadIds: [leadIds[0], MISSING], voice: VOICE }, 400, 'Some of these leads are not in this campaign'],
    ] as const) {
      const res = await post(url, body);
      expect(res.status).toBe(status);
      expect((await res.json()).error).toMatch(message);
    }
    expect(await voices()).toEqual([null, null, null, null]);
    expect(
      (await post(`/api/admin/campaigns/${MISSING}/leads/bulk-assign-voice`, { leadIds, voice: VOICE })).status,
    ).toBe(404);

    const res = await post(url, { leadIds: [leadIds[0], leadIds[2], leadIds[0]], voice: VOICE });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2 });
    const after = new Map((await leadsById(leadIds)).map((l) => [l.id, l.voiceClone]));
    expect([after.get(leadIds[0]), after.get(leadIds[1]), after.get(leadIds[2])]).toEqual([VOICE, null, VOICE]);
    // The list shows the voice the lead now has.
    const list = await (await admin(`/api/admin/campaigns/${campaignId}/leads`)).json();
    expect(list.items.find((l: { id: string }) => l.id === leadIds[0]).voiceClone).toBe(VOICE);
  });

  it('bulk delete and do-not-call refuse leads of two campaigns, changing nothing', async () => {
    const a = await insertCampaignWithLeads(db(), 'Bulk mix A', [{}]);
    const b = await insertCampaignWithLeads(db(), 'Bulk mix B', [{}]);
    await db().update(leads).set({ phoneE164: '+12125550191' }).where(eq(leads.id, a.leadIds[0]));
    const ids = [a.leadIds[0], b.leadIds[0]];
    for (const action of ['bulk-delete', 'bulk-do-not-call']) {
      const res = await post(`/api/admin/leads/${action}`, { leadIds: ids });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Select leads of one campaign');
    }
    expect(await leadsById(ids)).toHaveLength(2);
    expect(JSON.stringify(await (await admin('/api/admin/do-not-call')).json())).not.toContain('+12125550191');
  });
});
