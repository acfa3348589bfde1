import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import {
  calendlySignature,
  FAKE_CALENDLY_SIGNING_KEY,
  FAKE_CALENDLY_TOKEN,
  FAKE_EVENT_TYPE_URI,
  inviteeCreatedBody,
  startFakeCalendly,
  type FakeCalendly,
} from '../fakes/calendly';
import { leadCallStatus, seedCalledCampaign, type SeededQueue } from '../support/dev-queue-seed';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The developer queue with Calendly keyed (against the fake): single-use scheduling links, and the
// signed invitee.created webhook recording the meeting.

const PASSWORD = 'dev-queue-calendly-password';

describe('developer queue with Calendly', () => {
  let fake: FakeCalendly;
  let server: TestServer;
  let jar: CookieJar;
  let q: SeededQueue;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const deliver = (body: string, signature: string, path = '/api/webhooks/scheduling/calendly') =>
    server.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature },
    });

  beforeAll(async () => {
    fake = await startFakeCalendly();
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        CALENDLY_URL: 'https://calendly.com/acme/consultation',
        CALENDLY_API_URL: fake.url,
        CALENDLY_API_TOKEN: FAKE_CALENDLY_TOKEN,
        CALENDLY_EVENT_TYPE_URI: FAKE_EVENT_TYPE_URI,
        CALENDLY_WEBHOOK_SIGNING_KEY: FAKE_CALENDLY_SIGNING_KEY,
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    q = await seedCalledCampaign(server.ctx, 'Calendly plumbers');
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('a booking is a single-use Calendly link, made once per lead', async () => {
    const res = await admin(`/api/admin/leads/${q.leadIds.interested}/create-booking`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ created: true, provider: 'calendly' });
    expect(body.bookingUrl.startsWith(fake.links[0])).toBe(true);
    expect(new URL(body.bookingUrl).searchParams.get('utm_content')).toBe(q.leadIds.interested);
    await admin(`/api/admin/leads/${q.leadIds.interested}/create-booking`, { method: 'POST' });
    expect(fake.links).toHaveLength(1);
  });

  it('a Calendly failure stores nothing and leaves the lead as it was', async () => {
    const other = await seedCalledCampaign(server.ctx, 'Calendly down');
    fake.rateLimited = true;
    try {
      const res = await admin(`/api/admin/leads/${other.leadIds.interested}/create-booking`, { method: 'POST' });
      expect(res.status).toBe(429);
      const p = await admin(`/api/admin/campaigns/${other.campaignId}/process-successful-calls`, { method: 'POST' });
      expect(p.status).toBe(429);
    } finally {
      fake.rateLimited = false;
    }
    expect(
      Number(
        (
          await server.ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.leadId, other.leadIds.interested))
        )[0].n,
      ),
    ).toBe(0);
    expect(await leadCallStatus(server.ctx.db, other.leadIds.interested)).toBe('completed');
  });

  it('a signed invitee.created records the meeting; forged and stale deliveries are refused and change nothing', async () => {
    const body = inviteeCreatedBody({
      email: 'calendly-plumbers-interested@example.com',
      name: 'Dana Reyes',
      leadId: q.leadIds.interested,
      start: '2026-12-01T15:00:00.000Z',
      end: '2026-12-01T15:30:00.000Z',
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(body, calendlySignature(body, 'forged-key', now))).status).toBe(401);
    expect((await deliver(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, now - 3600))).status).toBe(401);
    let meetings = await (await admin(`/api/admin/campaigns/${q.campaignId}/scheduled-meetings`)).json();
    expect(meetings.items[0]).toMatchObject({ status: 'link-sent', scheduledStart: null });

    const ok = await deliver(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, now));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, recorded: true });
    meetings = await (await admin(`/api/admin/campaigns/${q.campaignId}/scheduled-meetings`)).json();
    expect(meetings.items).toEqual([
      expect.objectContaining({
        leadId: q.leadIds.interested,
        status: 'confirmed',
        provider: 'calendly',
        providerLabel: 'Calendly',
        scheduledStart: '2026-12-01T15:00:00.000Z',
        scheduledEnd: '2026-12-01T15:30:00.000Z',
      }),
    ]);
    expect(await leadCallStatus(server.ctx.db, q.leadIds.interested)).toBe('scheduled');
    // The vendor-named URL of before the per-kind route is gone; a kind that is not configured has
    // no webhook.
    const legacy = await deliver(
      body,
      calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, now),
      '/api/webhooks/calendly',
    );
    expect(legacy.status).toBe(404);
    const other = await deliver(
      body,
      calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, now),
      '/api/webhooks/scheduling/builtin',
    );
    expect(other.status).toBe(404);
    expect((await other.json()).error).toBe('No scheduling provider "builtin" is configured');
  });

  it('matches an invitee by email when the link carried no lead id, and acknowledges other events', async () => {
    const c = await seedCalledCampaign(server.ctx, 'By email');
    await admin(`/api/admin/leads/${c.leadIds.interested}/create-booking`, { method: 'POST' });
    const now = Math.floor(Date.now() / 1000);
    const body = inviteeCreatedBody({
      email: 'BY-EMAIL-interested@example.com',
      name: 'Dana',
      start: '2026-12-02T15:00:00.000Z',
      end: '2026-12-02T15:30:00.000Z',
    });
    expect(await (await deliver(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, now))).json()).toEqual({
      received: true,
      recorded: true,
    });
    const canceled = body.replace('invitee.created', 'invitee.canceled');
    expect(await (await deliver(canceled, calendlySignature(canceled, FAKE_CALENDLY_SIGNING_KEY, now))).json()).toEqual(
      { received: true, recorded: false },
    );
  });
});
