import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendlyScheduler } from '../../src/server/providers/scheduling/calendly';
import { CALENDLY_SIGNATURE_TOLERANCE_SECONDS } from '../../src/server/providers/scheduling/calendly-api';
import {
  calendlySignature,
  FAKE_CALENDLY_SIGNING_KEY,
  FAKE_CALENDLY_TOKEN,
  FAKE_EVENT_TYPE_URI,
  inviteeCreatedBody,
  startFakeCalendly,
  type FakeCalendly,
} from './calendly';

// The real Calendly adapter against a fake speaking Calendly's wire format.

describe('Calendly adapter ↔ fake Calendly', () => {
  let fake: FakeCalendly;
  const NOW = Date.parse('2026-06-01T12:00:00Z');
  const make = (token = FAKE_CALENDLY_TOKEN) =>
    new CalendlyScheduler(
      'https://calendly.com/acme/consultation',
      'America/New_York',
      () => 'http://app.test',
      { baseUrl: fake.url, token, eventTypeUri: FAKE_EVENT_TYPE_URI },
      FAKE_CALENDLY_SIGNING_KEY,
      () => NOW,
    );
  const lead = {
    name: 'Dana Reyes',
    email: 'dana@riverside.example',
    leadId: '11111111-2222-4333-8444-555555555555',
    token: 'unused',
  };

  beforeAll(async () => {
    fake = await startFakeCalendly();
  });
  afterAll(() => fake?.close());

  it('creates a single-use scheduling link for the configured event type, prefilled and tagged with the lead', async () => {
    const url = new URL(await make().bookingLinkFor(lead));
    expect(`${url.origin}${url.pathname}`).toBe(fake.links.at(-1));
    expect(url.searchParams.get('name')).toBe('Dana Reyes');
    expect(url.searchParams.get('email')).toBe('dana@riverside.example');
    expect(url.searchParams.get('utm_content')).toBe(lead.leadId);
    const req = fake.log.at(-1)!;
    expect(req.headers.authorization).toBe(`Bearer ${FAKE_CALENDLY_TOKEN}`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.raw)).toEqual({ max_event_count: 1, owner: FAKE_EVENT_TYPE_URI, owner_type: 'EventType' });
  });

  it('turns a 401 into a provider error naming Calendly and its message', async () => {
    await expect(make('wrong-token').bookingLinkFor(lead)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Calendly answered 401: Unauthenticated: The access token is invalid',
    });
  });

  it('keeps a 429 a rate-limit error so callers can back off', async () => {
    fake.rateLimited = true;
    try {
      await expect(make().bookingLinkFor(lead)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    } finally {
      fake.rateLimited = false;
    }
  });

  describe('webhook signature', () => {
    const body = inviteeCreatedBody({
      email: lead.email,
      name: lead.name,
      leadId: lead.leadId,
      start: '2026-06-03T15:00:00Z',
      end: '2026-06-03T15:30:00Z',
    });
    const verify = (raw: string, header: string | undefined) =>
      make().verifyWebhook(Buffer.from(raw), { 'calendly-webhook-signature': header });
    const t = Math.floor(NOW / 1000);

    it('accepts a genuine delivery and reads the invitee, the meeting time and the lead id', () => {
      expect(verify(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, t))).toMatchObject({
        event: 'invitee.created',
        email: lead.email,
        name: lead.name,
        leadId: lead.leadId,
        start: new Date('2026-06-03T15:00:00Z'),
        end: new Date('2026-06-03T15:30:00Z'),
      });
    });

    it('rejects a forged signature, a tampered body and a missing header', () => {
      expect(verify(body, calendlySignature(body, 'not-the-key', t))).toBeNull();
      expect(verify(body.replace('dana@', 'eve@'), calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, t))).toBeNull();
      expect(verify(body, undefined)).toBeNull();
      expect(verify(body, 'v1=abc')).toBeNull();
    });

    it('rejects a stale (or far-future) timestamp even with a valid signature', () => {
      const stale = t - CALENDLY_SIGNATURE_TOLERANCE_SECONDS - 1;
      expect(verify(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, stale))).toBeNull();
      expect(
        verify(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, t + CALENDLY_SIGNATURE_TOLERANCE_SECONDS + 1)),
      ).toBeNull();
      expect(verify(body, calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, t - 60))).not.toBeNull();
    });

    it('verifies nothing without a signing key', () => {
      const noKey = new CalendlyScheduler(
        'https://calendly.com/acme/consultation',
        'America/New_York',
        () => 'http://app.test',
      );
      expect(
        noKey.verifyWebhook(Buffer.from(body), {
          'calendly-webhook-signature': calendlySignature(body, FAKE_CALENDLY_SIGNING_KEY, t),
        }),
      ).toBeNull();
    });
  });
});
