import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer } from './http-server';

// A fake Calendly API v2 (../shared/design/providers.md §6): `Authorization: Bearer <token>`,
// POST /scheduling_links {max_event_count: 1, owner: <event type URI>, owner_type: 'EventType'} →
// 201 {resource: {booking_url, owner, owner_type}}, errors as {title, message, details}; and the
// webhook deliveries it signs with `Calendly-Webhook-Signature: t=<unix s>,v1=<hex HMAC-SHA256(key, "t.body")>`,
// computed here independently of the app's verifier.

export const FAKE_CALENDLY_TOKEN = 'fake-calendly-pat';
export const FAKE_CALENDLY_SIGNING_KEY = 'fake-calendly-signing-key';
export const FAKE_EVENT_TYPE_URI = 'https://api.calendly.com/event_types/AAAAAAAAAAAAAAAA';

export interface FakeCalendly extends FakeServer {
  /** Booking URLs handed out, in order. */
  links: string[];
  /** While true every request answers 429. */
  rateLimited: boolean;
}

const error = (status: number, title: string, message: string, details?: unknown[]) => ({
  status,
  body: { title, message, ...(details ? { details } : {}) },
});

export async function startFakeCalendly(): Promise<FakeCalendly> {
  const links: string[] = [];
  const state = { rateLimited: false };
  const server = await startFakeServer([
    [
      'POST',
      '/scheduling_links',
      (req) => {
        if (state.rateLimited)
          return error(429, 'Too Many Requests', 'You have exceeded the rate limit. Please try again later.');
        if (req.headers.authorization !== `Bearer ${FAKE_CALENDLY_TOKEN}`)
          return error(401, 'Unauthenticated', 'The access token is invalid');
        let body: any;
        try {
          body = JSON.parse(req.raw);
        } catch {
          return error(400, 'Invalid Argument', 'The supplied parameters are invalid.');
        }
        const details = [];
        if (body.max_event_count !== 1) details.push({ parameter: 'max_event_count', message: 'must be 1' });
        if (body.owner_type !== 'EventType') details.push({ parameter: 'owner_type', message: 'must be EventType' });
        if (typeof body.owner !== 'string' || !body.owner.startsWith('https://api.calendly.com/event_types/'))
          details.push({ parameter: 'owner', message: 'is not a valid event type URI' });
        if (details.length) return error(400, 'Invalid Argument', 'The supplied parameters are invalid.', details);
        const url = `https://calendly.com/d/${randomUUID().slice(0, 8)}/consultation`;
        links.push(url);
        return { status: 201, body: { resource: { booking_url: url, owner: body.owner, owner_type: 'EventType' } } };
      },
    ],
  ]);
  const fake = Object.assign(server, { links, rateLimited: false });
  // The handler reads the flag through `state`; the property forwards to it.
  Object.defineProperty(fake, 'rateLimited', {
    get: () => state.rateLimited,
    set: (v: boolean) => void (state.rateLimited = v),
  });
  return fake;
}

/** An invitee.created delivery as Calendly sends it (payload fields per providers.md). */
export function inviteeCreatedBody(i: {
  email: string;
  name: string;
  leadId?: string;
  start: string;
  end: string;
}): string {
  const ev = `https://api.calendly.com/scheduled_events/${randomUUID()}`;
  return JSON.stringify({
    event: 'invitee.created',
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/AAAA',
    payload: {
      uri: `${ev}/invitees/${randomUUID()}`,
      email: i.email,
      name: i.name,
      status: 'active',
      timezone: 'America/New_York',
      rescheduled: false,
      tracking: {
        utm_campaign: null,
        utm_source: null,
        utm_medium: null,
        utm_content: i.leadId ?? null,
        utm_term: null,
        salesforce_uuid: null,
      },
      scheduled_event: {
        uri: ev,
        name: 'Consultation',
        status: 'active',
        start_time: i.start,
        end_time: i.end,
        event_type: FAKE_EVENT_TYPE_URI,
      },
    },
  });
}

/** The signature header Calendly puts on a delivery made at `unixSeconds`. */
export function calendlySignature(
  body: string,
  key = FAKE_CALENDLY_SIGNING_KEY,
  unixSeconds = Math.floor(Date.now() / 1000),
): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', key).update(`${unixSeconds}.${body}`).digest('hex')}`;
}
