import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SLOT_TAKEN_MESSAGE } from '../../src/common/booking/schemas';
import { LEAD_BOOKING_MSG } from '../../src/common/dev-queue/lead-booking-page';
import { bookings, leads, mailOutbox } from '../../src/server/db/schema';
import { leadCallStatus, seedCalledCampaign } from '../support/dev-queue-seed';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// A qualified lead's own booking page (/book/<token>) over HTTP against a real database: the
// Dev Queue mails the link, the lead books a slot with no deposit, and the confirmation is mailed.

const PASSWORD = 'lead-booking-page-pw';
// Friday 2026-05-15, 10:00 in New York: slots run Monday 18th .. Friday 29th.
const clock = { now: () => new Date('2026-05-15T14:00:00Z') };
const MONDAY_9 = '2026-05-18T13:00:00.000Z';
const MONDAY_930 = '2026-05-18T13:30:00.000Z';

describe("a lead's booking page", () => {
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const post = (path: string, json: unknown) => server.request(path, { method: 'POST', json });
  const outboxTo = async (email: string) =>
    (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((m) => m.subject);
  const linkFor = async (leadId: string) => {
    const res = await admin(`/api/admin/leads/${leadId}/create-booking`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = await res.json();
    return { ...body, path: new URL(body.bookingUrl).pathname as string };
  };

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: 'http://app.test', BOOKING_TIME_ZONE: 'America/New_York' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('mails the link once; the page books a slot without any deposit, mails the confirmation, and a second booking answers the first', async () => {
    const q = await seedCalledCampaign(server.ctx, 'Page plumbers');
    const leadId = q.leadIds.interested;
    const email = 'page-plumbers-interested@example.com';
    const link = await linkFor(leadId);
    expect(link).toMatchObject({ created: true, mailedTo: email });
    expect(link.path).toMatch(/^\/book\/[\w-]{32}$/);
    // A second click answers the same link and mails nothing more.
    expect(await linkFor(leadId)).toMatchObject({ created: false, mailedTo: email, bookingUrl: link.bookingUrl });
    expect(await outboxTo(email)).toEqual(['Pick a time for our meeting']);
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mail.text).toContain('Hello Dana Reyes,');
    expect(mail.links).toEqual([link.bookingUrl]);

    const page = await server.request(`/api/${link.path.slice(1)}`);
    expect(page.status).toBe(200);
    const body = await page.json();
    expect(body).toMatchObject({
      name: 'Dana Reyes',
      companyName: 'interested Plumbing',
      timeZone: 'America/New_York',
      meeting: null,
    });
    expect(body.slots[0]).toEqual({ start: MONDAY_9, end: MONDAY_930 });

    // No deposit: this visitor never paid anything.
    const booked = await post(`/api${link.path}`, { slotStart: MONDAY_9 });
    expect(booked.status).toBe(200);
    expect(await booked.json()).toEqual({
      slotStart: MONDAY_9,
      slotEnd: MONDAY_930,
      confirmationSentTo: email,
      created: true,
    });
    expect(await leadCallStatus(server.ctx.db, leadId)).toBe('scheduled');
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.leadId, leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', paymentId: null, slotStart: new Date(MONDAY_9) });
    // Twice (another slot, or a retry): the first meeting, one booking, one confirmation.
    const again = await post(`/api${link.path}`, { slotStart: MONDAY_930 });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ slotStart: MONDAY_9, created: false, confirmationSentTo: email });
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.leadId, leadId))).toHaveLength(1);
    expect((await outboxTo(email)).sort()).toEqual(['Pick a time for our meeting', 'Your meeting is booked']);
    const confirmation = (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).find(
      (m) => m.subject === 'Your meeting is booked',
    )!;
    expect(confirmation.text).toContain('Monday, May 18, 2026 at 9:00 AM (America/New York)');

    // The page now shows the meeting instead of the slots; the Dev Queue says what was mailed.
    expect(await (await server.request(`/api${link.path}`)).json()).toMatchObject({
      slots: [],
      meeting: { slotStart: MONDAY_9, confirmationSentTo: email },
    });
    const meetings = await (await admin(`/api/admin/campaigns/${q.campaignId}/scheduled-meetings`)).json();
    expect(meetings.items[0]).toMatchObject({ status: 'confirmed', linkMailed: true, confirmationMailed: true });
  });

  it('refuses a slot another meeting holds (409), keeping the lead free to pick another', async () => {
    const q = await seedCalledCampaign(server.ctx, 'Taken plumbers');
    const link = await linkFor(q.leadIds.interested);
    // Monday 9:00 is held by the first test's lead.
    const res = await post(`/api${link.path}`, { slotStart: MONDAY_9 });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(BOOKING_SLOT_TAKEN_MESSAGE);
    const [row] = await server.ctx.db.select().from(bookings).where(eq(bookings.leadId, q.leadIds.interested));
    expect(row.status).toBe('link-sent');
    // The taken slot is not offered; a time we do not offer is refused.
    const page = await (await server.request(`/api${link.path}`)).json();
    expect(page.slots.map((s: { start: string }) => s.start)).not.toContain(MONDAY_9);
    const odd = await post(`/api${link.path}`, { slotStart: '2026-05-18T13:10:00.000Z' });
    expect(odd.status).toBe(400);
    expect((await odd.json()).error).toBe(LEAD_BOOKING_MSG.notOffered);
    expect((await post(`/api${link.path}`, { slotStart: MONDAY_930 })).status).toBe(200);
  });

  it('answers an unknown token with a clear 404, and books nothing', async () => {
    const before = Number((await server.ctx.db.select({ n: count() }).from(bookings))[0].n);
    const page = await server.request('/api/book/not-a-real-token-aaaaaaaaaaaaaaaaaaaa');
    expect(page.status).toBe(404);
    expect((await page.json()).error).toBe(LEAD_BOOKING_MSG.unknownLink);
    const res = await post('/api/book/not-a-real-token-aaaaaaaaaaaaaaaaaaaa', {
      slotStart: '2026-05-19T13:00:00.000Z',
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe(LEAD_BOOKING_MSG.unknownLink);
    expect(Number((await server.ctx.db.select({ n: count() }).from(bookings))[0].n)).toBe(before);
  });

  it('says "created" and mails nothing for a lead without an email address', async () => {
    const q = await seedCalledCampaign(server.ctx, 'Quiet plumbers');
    await server.ctx.db.update(leads).set({ email: '' }).where(eq(leads.id, q.leadIds.interested));
    const link = await linkFor(q.leadIds.interested);
    expect(link).toMatchObject({ created: true, mailedTo: null });
    const booked = await (await post(`/api${link.path}`, { slotStart: '2026-05-19T13:00:00.000Z' })).json();
    expect(booked).toMatchObject({ created: true, confirmationSentTo: null });
    const meetings = await (await admin(`/api/admin/campaigns/${q.campaignId}/scheduled-meetings`)).json();
    expect(meetings.items[0]).toMatchObject({ linkMailed: false, confirmationMailed: false });
  });
});
