import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SLOT_TAKEN_MESSAGE } from '../../src/common/booking/schemas';
import { listOutbox } from '../../src/server/features/mail/mail.repo';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor, type Visitor } from '../support/visitor-client';
import { itRaces } from '../support/races';

// Friday 2026-05-15, 10:00 in New York: slots run Monday 18th .. Friday 29th.
const clock = { now: () => new Date('2026-05-15T14:00:00Z') };

async function payDeposit(v: Visitor) {
  const { clientSecret, paymentId } = await (await v.post('/api/create-deposit-intent', {})).json();
  await v.post('/api/sandbox/card/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
  expect((await (await v.get(`/api/verify-payment/${paymentId}`)).json()).verified).toBe(true);
}

describe('consultation booking (built-in scheduler)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { BOOKING_TIME_ZONE: 'America/New_York' } });
  });
  afterAll(() => server?.close());

  const book = (v: Visitor, slotStart: string, extra: Record<string, unknown> = {}) =>
    v.post('/api/booking', {
      slotStart,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      notes: 'Inbound agent',
      ...extra,
    });

  it('offers weekday half-hour slots in business hours for the next 10 business days', async () => {
    const config = await (await visitor(server).get('/api/booking/config')).json();
    expect(config).toMatchObject({ mode: 'builtin', timeZone: 'America/New_York', booking: null });
    expect(config.slots).toHaveLength(160);
    expect(config.slots[0]).toEqual({ start: '2026-05-18T13:00:00.000Z', end: '2026-05-18T13:30:00.000Z' });
  });

  it('refuses a booking without a verified deposit (403) and stores nothing', async () => {
    const res = await book(visitor(server), '2026-05-18T13:00:00.000Z');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Please pay the $100.00 deposit to book a consultation.',
    });
    expect((await server.ctx.database.sql.query(`select * from bookings`)).rows).toEqual([]);
  });

  it('books a slot for a paid visitor, linked to the deposit, and takes it off the list', async () => {
    const v = visitor(server);
    await payDeposit(v);
    const res = await book(v, '2026-05-18T13:00:00.000Z');
    expect(res.status).toBe(200);
    const booking = await res.json();
    expect(booking).toMatchObject({
      slotStart: '2026-05-18T13:00:00.000Z',
      slotEnd: '2026-05-18T13:30:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      confirmationSentTo: 'ada@example.com',
    });
    // The confirmation really went out (the Sandbox outbox), once.
    const mails = await listOutbox(server.ctx.db, 50);
    const sent = mails.filter((m) => m.recipient === 'ada@example.com');
    expect(sent.map((m) => m.subject)).toEqual(['Your Callcraft consultation is booked']);
    expect(sent[0].text).toContain('Monday, May 18, 2026 at 9:00 AM (America/New York)');
    const [row] = (
      await server.ctx.database.sql.query<Record<string, any>>(
        `select b.*, p.visitor_id from bookings b join payments p on p.id = b.payment_id`,
      )
    ).rows;
    expect(row).toMatchObject({ provider: 'builtin', status: 'confirmed', notes: 'Inbound agent' });
    const config = await (await v.get('/api/booking/config')).json();
    expect(config.slots.map((s: { start: string }) => s.start)).not.toContain('2026-05-18T13:00:00.000Z');
    expect(config.booking).toEqual(booking);
    const again = await book(v, '2026-05-18T14:00:00.000Z');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('You have already booked a consultation with this deposit.');
  });

  itRaces('refuses a taken slot with a clear 409, even when two visitors race for it', async () => {
    const late = visitor(server);
    await payDeposit(late);
    const taken = await book(late, '2026-05-18T13:00:00.000Z');
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'CONFLICT', error: BOOKING_SLOT_TAKEN_MESSAGE });

    const [a, b] = [visitor(server), visitor(server)];
    await payDeposit(a);
    await payDeposit(b);
    const answers = await Promise.all([book(a, '2026-05-19T15:00:00.000Z'), book(b, '2026-05-19T15:00:00.000Z')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = (
      await server.ctx.database.sql.query(`select * from bookings where slot_start = '2026-05-19T15:00:00Z'`)
    ).rows;
    expect(rows).toHaveLength(1);
  });

  it('refuses a time that is not offered and bad contact details', async () => {
    const v = visitor(server);
    await payDeposit(v);
    for (const slot of [
      '2026-05-16T13:00:00.000Z',
      '2026-05-18T13:10:00.000Z',
      '2026-05-18T22:00:00.000Z',
      '2026-05-15T15:00:00.000Z',
    ]) {
      const res = await book(v, slot);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('That time is not available. Please choose another slot.');
    }
    expect((await book(v, '2026-05-20T13:00:00.000Z', { email: 'not-an-email' })).status).toBe(400);
    expect((await book(v, '2026-05-20T13:00:00.000Z', { name: '   ' })).status).toBe(400);
    expect((await book(v, 'tomorrow')).status).toBe(400);
    expect((await (await v.get('/api/booking/config')).json()).booking).toBeNull();
  });
});

describe('consultation booking with Calendly', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { CALENDLY_URL: 'https://calendly.com/callcraft/consultation' } });
  });
  afterAll(() => server?.close());

  it("returns Calendly's inline embed URL and leaves booking to Calendly", async () => {
    const v = visitor(server);
    const config = await (await v.get('/api/booking/config')).json();
    expect(config.mode).toBe('embed');
    const url = new URL(config.embedUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendly.com/callcraft/consultation');
    expect(url.searchParams.get('embed_type')).toBe('Inline');
    await payDeposit(v);
    expect(
      (await v.post('/api/booking', { slotStart: '2026-05-18T13:00:00.000Z', name: 'A', email: 'a@example.com' }))
        .status,
    ).toBe(400);
  });
});
