import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHubspotDeliveryList } from '@common/hubspot/schemas';
import { hubspotDeliveries, leads } from '../../src/server/db/schema';
import { handleSeededCalls, seedCalledCampaign } from '../support/dev-queue-seed';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { startFakeHubspot, type FakeHubspot } from '../fakes/hubspot';

// Finished campaign calls → HubSpot: the call.finished handler records one delivery per call and a
// job writes the note (and the chosen properties) through @hubspot/api-client to the fake.

const PASSWORD = 'hubspot-sync-admin-pw';

async function settled(server: TestServer, count: number) {
  const until = Date.now() + 45_000;
  for (;;) {
    const rows = await server.ctx.db.select().from(hubspotDeliveries);
    if (rows.length >= count && rows.every((r) => r.status !== 'pending')) return rows;
    if (Date.now() > until)
      throw new Error(`deliveries not settled: ${JSON.stringify(rows.map((r) => [r.status, r.lastError]))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('HubSpot sync (token set, against the fake)', () => {
  let fake: FakeHubspot;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeHubspot();
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        HUBSPOT_ACCESS_TOKEN: fake.token,
        HUBSPOT_BASE_URL: fake.baseUrl,
        HUBSPOT_PROPERTIES: 'callcraft_disposition=disposition,callcraft_last_call=completedAt',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('one note per call after a refused first attempt; Record ID before email; no contact → skipped; a redelivery adds nothing', async () => {
    const byEmail = {
      interested: fake.addContact('hs-interested@example.com'),
      'not-interested': fake.addContact('HS-Not-Interested@example.com'),
      voicemail: fake.addContact('hs-voicemail@example.com'),
    };
    // The opt-out lead came from a HubSpot export: its Record ID names a contact with another address.
    const recordContact = fake.addContact('sam.old-address@example.com');
    // The first note HubSpot is asked for is refused (rate limit): the job queue tries again.
    fake.refuseNext(/^POST \/crm\/v3\/objects\/notes$/, 429);
    const seeded = await seedCalledCampaign(server.ctx, 'HubSpot', 'hs');
    expect(seeded.callIds).toHaveLength(5);
    const rows = await settled(server, 5);

    const noteCalls = fake.server.log.filter((r) => r.method === 'POST' && r.path === '/crm/v3/objects/notes');
    expect(noteCalls.filter((r) => r.answer?.status === 429)).toHaveLength(1);
    for (const [outcome, contactId] of Object.entries(byEmail)) {
      const notes = fake.notes.filter((n) => n.contactIds.includes(contactId));
      expect(notes, outcome).toHaveLength(1);
      expect(notes[0].body).toContain('Callcraft call:');
      expect(fake.contactProperties(contactId)).toMatchObject({ callcraft_disposition: expect.any(String) });
    }
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(3);
    expect(rows.some((r) => r.status === 'succeeded' && r.attempts === 2)).toBe(true);
    const unmatched = rows.filter((r) => r.status === 'skipped');
    expect(unmatched.map((r) => r.leadEmail).sort()).toEqual(['hs-no-answer@example.com', 'hs-opt-out@example.com']);
    expect(unmatched[0].lastError).toMatch(/^No HubSpot contact with the email /);
    expect(fake.notes).toHaveLength(3);

    // call.finished delivered again: the rows exist, no job is queued, HubSpot hears nothing.
    const requests = fake.server.log.length;
    await handleSeededCalls(server.ctx, seeded);
    await new Promise((r) => setTimeout(r, 500));
    expect(await server.ctx.db.select().from(hubspotDeliveries)).toHaveLength(5);
    expect(fake.server.log.length).toBe(requests);
    expect(fake.notes).toHaveLength(3);

    // A lead with a HubSpot Record ID is written to that contact, whatever its email.
    const again = await seedCalledCampaign(server.ctx.db, 'HubSpot by record', 'hsrec');
    await server.ctx.db
      .update(leads)
      .set({ hubspotRecordId: recordContact })
      .where(eq(leads.id, again.leadIds['not-interested']));
    await handleSeededCalls(server.ctx, { callIds: [again.callIds[1]] });
    await settled(server, 6);
    expect(fake.notes.filter((n) => n.contactIds.includes(recordContact))).toHaveLength(1);
  });

  it('the delivery log is listed for admins (GET /api/admin/hubspot/deliveries), live', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await send(server, jar, '/api/admin/hubspot/deliveries');
    expect(res.status).toBe(200);
    const body = ZHubspotDeliveryList.parse(await res.json());
    expect(body.mode).toBe('live');
    expect(body.items.length).toBeGreaterThanOrEqual(6);
    expect(body.items.filter((d) => d.noteId)).toHaveLength(4);
    expect((await server.request('/api/admin/hubspot/deliveries')).status).toBe(401);
  });
});

describe('HubSpot sync without a token (Sandbox)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  it('records the would-be note labelled Sandbox and sends nothing', async () => {
    await seedCalledCampaign(server.ctx, 'HubSpot sandbox', 'hss');
    const rows = await server.ctx.db.select().from(hubspotDeliveries);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.mode === 'sandbox' && r.status === 'skipped' && r.attempts === 0)).toBe(true);
    expect(rows.every((r) => r.note.startsWith('<p><strong>Callcraft call: '))).toBe(true);
    const { jar } = await signInAdmin(server, PASSWORD);
    const body = ZHubspotDeliveryList.parse(await (await send(server, jar, '/api/admin/hubspot/deliveries')).json());
    expect(body.mode).toBe('sandbox');
    expect(body.items).toHaveLength(5);
  });
});
