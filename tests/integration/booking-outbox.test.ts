import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor, type Visitor } from '../support/visitor-client';

// booking.created is written to the webhooks outbox in the booking's own transaction:
// when the outbox insert fails the booking rolls back with it (nothing booked, nothing emitted);
// a committed booking emits exactly once, and a repeated request emits nothing more.

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

describe('booking.created and the booking commit together', () => {
  let server: TestServer;
  const sql = (q: string) => server.ctx.database.sql.query(q);
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { BOOKING_TIME_ZONE: 'America/New_York' } });
    // An endpoint listening for bookings, so the outbox writes the event at all.
    await sql(
      `insert into webhook_endpoints (url, events, secret) values ('https://hooks.example.com/in', '{booking.created}', 'whsec_test')`,
    );
  });
  afterAll(() => server?.close());

  const book = (v: Visitor) =>
    v.post('/api/booking', { slotStart: '2026-05-18T13:00:00.000Z', name: 'Ada Lovelace', email: 'ada@example.com' });
  const events = async () =>
    (await sql(`select payload from webhook_outbox where type = 'booking.created'`)).rows as Array<{
      payload: { bookingId: string };
    }>;

  it('an outbox insert that fails rolls the booking back: nothing booked, nothing emitted', async () => {
    const v = visitor(server);
    await payDeposit(v);
    await sql(`create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable (test)'; end $$`);
    await sql(
      `create trigger refuse_outbox before insert on webhook_outbox for each row execute function refuse_outbox()`,
    );
    try {
      const res = await book(v);
      expect(res.status).toBe(500);
    } finally {
      await sql(`drop trigger refuse_outbox on webhook_outbox`);
      await sql(`drop function refuse_outbox()`);
    }
    expect((await sql(`select id from bookings`)).rows).toEqual([]);
    expect(await events()).toEqual([]);

    // The same visitor books again once the outbox works: one booking, exactly one event.
    const ok = await book(v);
    expect(ok.status).toBe(200);
    const booking = await ok.json();
    const after = await events();
    expect(after).toHaveLength(1);
    expect(after[0].payload.bookingId).toBe(booking.id);
    expect((await sql(`select id from bookings`)).rows).toHaveLength(1);

    // A repeated request is "already booked" and emits nothing more.
    expect((await book(v)).status).toBe(409);
    expect(await events()).toHaveLength(1);
  });
});
