import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_QUEUE_MSG } from '../../src/common/dev-queue/schemas';
import { bookings, callOutcomes, leads, meetingPreps } from '../../src/server/db/schema';
import { handleSeededCalls, leadCallStatus, seedCalledCampaign, type SeededQueue } from '../support/dev-queue-seed';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The developer queue (spec part 2 §2 Dev Queue tab, §7) over HTTP against a real database, in
// Sandbox mode (no OpenAI key: the call outcomes' transcript reader and the rule-based meeting prep; no Calendly:
// the built-in scheduler's own page for the lead). Campaign calls are seeded as dispatch leaves them.

const PASSWORD = 'dev-queue-test-password';

describe('developer queue', () => {
  let server: TestServer;
  let jar: CookieJar;
  let q: SeededQueue;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const bookingCount = async (leadId: string) =>
    Number((await server.ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.leadId, leadId)))[0].n);

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: 'http://app.test' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    q = await seedCalledCampaign(server.ctx, 'Spring plumbers');
  });
  afterAll(async () => server?.close());

  it('lists only leads whose call qualifies: not-interested, opt-out, voicemail and no-answer leads stay out', async () => {
    const res = await admin(`/api/admin/campaigns/${q.campaignId}/qualified-leads`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(1);
    expect(body.items.map((l: { leadId: string }) => l.leadId)).toEqual([q.leadIds.interested]);
    expect(body.items[0]).toMatchObject({
      firstName: 'Dana',
      companyName: 'interested Plumbing',
      booking: null,
      hasMeetingPrep: false,
      reason: `A person answered and showed interest: “Yes, let's book a meeting for next week.”`,
    });
    // One rule: the queue is the leads whose latest call's outcome is "interested"; each call was read once.
    const read = await server.ctx.db.select().from(callOutcomes);
    const byLead = Object.fromEntries(read.map((j) => [j.leadId, j]));
    expect(byLead[q.leadIds['opt-out']]).toMatchObject({
      disposition: 'do not call',
      reader: 'sandbox',
      templateVersion: 'base',
    });
    expect(byLead[q.leadIds['not-interested']]).toMatchObject({ disposition: 'not interested' });
    expect(byLead[q.leadIds.voicemail]).toMatchObject({
      disposition: 'voicemail',
      summary: 'The call reached voicemail.',
    });
    expect(byLead[q.leadIds['no-answer']]).toMatchObject({ disposition: 'no answer' });
  });

  it('ignores a lead still being called (callStatus calling), and answers 404/400 for unknown or malformed campaigns', async () => {
    const other = await seedCalledCampaign(server.ctx, 'Still calling');
    await server.ctx.db.update(leads).set({ callStatus: 'calling' }).where(eq(leads.id, other.leadIds.interested));
    expect((await (await admin(`/api/admin/campaigns/${other.campaignId}/qualified-leads`)).json()).total).toBe(0);
    expect((await admin('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/qualified-leads')).status).toBe(404);
    expect((await admin('/api/admin/campaigns/not-a-uuid/qualified-leads')).status).toBe(400);
  });

  it("creates a booking once: the lead's own booking page, mailed to the lead, the lead scheduled, a second click answers the same link", async () => {
    const leadId = q.leadIds.interested;
    const first = await admin(`/api/admin/leads/${leadId}/create-booking`, { method: 'POST' });
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a).toMatchObject({
      created: true,
      provider: 'builtin',
      mailedTo: 'spring-plumbers-interested@example.com',
    });
    expect(a.bookingUrl).toMatch(/^http:\/\/app\.test\/book\/[\w-]{32}$/);
    expect(await leadCallStatus(server.ctx.db, leadId)).toBe('scheduled');

    const second = await (await admin(`/api/admin/leads/${leadId}/create-booking`, { method: 'POST' })).json();
    expect(second).toEqual({ ...a, created: false });
    // Two clicks at once still make one booking.
    const both = await Promise.all(
      [1, 2].map(() => admin(`/api/admin/leads/${leadId}/create-booking`, { method: 'POST' }).then((r) => r.json())),
    );
    expect(both.map((b) => b.bookingUrl)).toEqual([a.bookingUrl, a.bookingUrl]);
    expect(await bookingCount(leadId)).toBe(1);

    // Still listed (scheduled leads stay in the queue) with its booking; and among the scheduled meetings.
    const list = await (await admin(`/api/admin/campaigns/${q.campaignId}/qualified-leads`)).json();
    expect(list.items[0]).toMatchObject({
      callStatus: 'scheduled',
      booking: {
        bookingUrl: a.bookingUrl,
        status: 'link-sent',
        provider: 'builtin',
        providerLabel: 'Built-in scheduler',
        linkMailed: true,
        confirmationMailed: false,
      },
    });
    const meetings = await (await admin(`/api/admin/campaigns/${q.campaignId}/scheduled-meetings`)).json();
    expect(meetings.items).toEqual([
      expect.objectContaining({ leadId, name: 'Dana Reyes', bookingUrl: a.bookingUrl, status: 'link-sent' }),
    ]);
  });

  it('refuses to book a lead whose call did not qualify, storing nothing; 404 for an unknown lead, 400 for a malformed id', async () => {
    for (const o of ['not-interested', 'opt-out', 'voicemail'] as const) {
      const res = await admin(`/api/admin/leads/${q.leadIds[o]}/create-booking`, { method: 'POST' });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/no qualifying call/);
      expect(await bookingCount(q.leadIds[o])).toBe(0);
      expect(await leadCallStatus(server.ctx.db, q.leadIds[o])).toBe('completed');
    }
    expect(
      (await admin('/api/admin/leads/00000000-0000-4000-8000-000000000000/create-booking', { method: 'POST' })).status,
    ).toBe(404);
    expect((await admin('/api/admin/leads/123/create-booking', { method: 'POST' })).status).toBe(400);
  });

  it('process-successful-calls books every qualified lead without a booking, and a second run books none', async () => {
    const c = await seedCalledCampaign(server.ctx, 'Autumn plumbers');
    // A second interested lead in the same campaign.
    const extra = await seedCalledCampaign(server.ctx, 'Autumn extra');
    await server.ctx.db.update(leads).set({ campaignId: c.campaignId }).where(eq(leads.id, extra.leadIds.interested));

    const first = await admin(`/api/admin/campaigns/${c.campaignId}/process-successful-calls`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ bookingsCreated: 2, qualified: 2 });
    expect(await leadCallStatus(server.ctx.db, c.leadIds.interested)).toBe('scheduled');
    expect(await leadCallStatus(server.ctx.db, extra.leadIds.interested)).toBe('scheduled');
    expect(await leadCallStatus(server.ctx.db, c.leadIds['not-interested'])).toBe('completed');
    expect(
      await (await admin(`/api/admin/campaigns/${c.campaignId}/process-successful-calls`, { method: 'POST' })).json(),
    ).toEqual({ bookingsCreated: 0, qualified: 2 });
    expect(await bookingCount(c.leadIds.interested)).toBe(1);
    expect(
      (
        await admin('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/process-successful-calls', {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });

  it('meeting prep is built from the enrichment and the transcript (Sandbox), stored once and reused', async () => {
    const leadId = q.leadIds.interested;
    // The GET only reads: before the admin asks for a prep there is none, and none is made.
    const before = await admin(`/api/admin/leads/${leadId}/meeting-prep`);
    expect(before.status).toBe(404);
    expect((await before.json()).error).toBe(DEV_QUEUE_MSG.prepMissing);
    const res = await admin(`/api/admin/leads/${leadId}/meeting-prep`, { method: 'POST' });
    expect(res.status).toBe(200);
    const prep = await res.json();
    expect(prep.mode).toBe('sandbox');
    expect(prep.briefing).toContain('Dana Reyes of interested Plumbing (Plumbing) asked for a follow-up');
    expect(prep.keyPoints).toContain(`They said: "Sure, I'd like to hear more about that."`);
    expect(prep.keyPoints).toContain('From their website: 24/7 emergency service');
    expect(prep.recommendedApproach).toContain('missed calls after hours');
    const again = await Promise.all([
      admin(`/api/admin/leads/${leadId}/meeting-prep`).then((r) => r.json()),
      admin(`/api/admin/leads/${leadId}/meeting-prep`, { method: 'POST' }).then((r) => r.json()),
    ]);
    expect(again).toEqual([prep, prep]);
    expect(
      Number(
        (await server.ctx.db.select({ n: count() }).from(meetingPreps).where(eq(meetingPreps.leadId, leadId)))[0].n,
      ),
    ).toBe(1);
    expect(
      (await (await admin(`/api/admin/campaigns/${q.campaignId}/qualified-leads`)).json()).items[0].hasMeetingPrep,
    ).toBe(true);
    expect((await admin('/api/admin/leads/00000000-0000-4000-8000-000000000000/meeting-prep')).status).toBe(404);
    expect(
      (await admin('/api/admin/leads/00000000-0000-4000-8000-000000000000/meeting-prep', { method: 'POST' })).status,
    ).toBe(404);
  });

  it("reads the call's end_reason: an interested-sounding call that ended as voicemail does not qualify", async () => {
    const c = await seedCalledCampaign(server.ctx.db, 'End reasons');
    await server.ctx.db.execute(sql`update calls set end_reason = 'voicemail' where lead_id = ${c.leadIds.interested}`);
    await handleSeededCalls(server.ctx, c);
    expect((await (await admin(`/api/admin/campaigns/${c.campaignId}/qualified-leads`)).json()).total).toBe(0);
    const [j] = await server.ctx.db.select().from(callOutcomes).where(eq(callOutcomes.leadId, c.leadIds.interested));
    expect(j).toMatchObject({ disposition: 'voicemail' });

    const d = await seedCalledCampaign(server.ctx.db, 'End completed');
    await server.ctx.db.execute(sql`update calls set end_reason = 'completed' where lead_id = ${d.leadIds.interested}`);
    await handleSeededCalls(server.ctx, d);
    expect((await (await admin(`/api/admin/campaigns/${d.campaignId}/qualified-leads`)).json()).total).toBe(1);
  });

  it('GET /api/admin/developer-queue answers qualified leads across campaigns', async () => {
    const res = await admin('/api/admin/developer-queue');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items.map((l: { leadId: string }) => l.leadId)).toContain(q.leadIds.interested);
    expect(
      body.items.every((l: { reason: string }) => l.reason.startsWith('A person answered and showed interest')),
    ).toBe(true);
    expect((await admin('/api/admin/developer-queue?limit=0')).status).toBe(400);
  });

  it('every queue route is admin-only', async () => {
    const anon = new CookieJar();
    const paths: Array<[string, string]> = [
      ['GET', '/api/admin/developer-queue'],
      ['GET', `/api/admin/campaigns/${q.campaignId}/qualified-leads`],
      ['GET', `/api/admin/campaigns/${q.campaignId}/scheduled-meetings`],
      ['POST', `/api/admin/leads/${q.leadIds.interested}/create-booking`],
      ['POST', `/api/admin/campaigns/${q.campaignId}/process-successful-calls`],
      ['GET', `/api/admin/leads/${q.leadIds.interested}/meeting-prep`],
      ['POST', `/api/admin/leads/${q.leadIds.interested}/meeting-prep`],
    ];
    for (const [method, path] of paths) expect((await send(server, anon, path, { method })).status).toBe(401);
  });
});
