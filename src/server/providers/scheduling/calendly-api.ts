import { createHmac, timingSafeEqual } from 'node:crypto';
import { vendorFetch, vendorJson } from '../http';

// Calendly API v2 (../shared/design/providers.md §6): single-use scheduling links for the developer
// queue, and the verification of its webhook signature.

export interface CalendlyApiConfig {
  baseUrl: string;
  token: string;
  /** The event type the links book, as its full URI (https://api.calendly.com/event_types/<uuid>). */
  eventTypeUri: string;
}

/** How old a signed delivery may be. Calendly's official window is not documented; guides use 180–300 s. */
export const CALENDLY_SIGNATURE_TOLERANCE_SECONDS = 300;

const describe = (body: unknown) => {
  const b = body as { title?: string; message?: string } | null;
  return b && typeof b === 'object' ? [b.title, b.message].filter(Boolean).join(': ') || undefined : undefined;
};

/** POST /scheduling_links → the booking URL of a link that books one event. */
export async function createSchedulingLink(cfg: CalendlyApiConfig): Promise<string> {
  const res = await vendorFetch(`${cfg.baseUrl.replace(/\/$/, '')}/scheduling_links`, {
    vendor: 'Calendly',
    method: 'POST',
    headers: { authorization: `Bearer ${cfg.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ max_event_count: 1, owner: cfg.eventTypeUri, owner_type: 'EventType' }),
  });
  const body = await vendorJson<{ resource?: { booking_url?: string } }>(res, 'Calendly', describe);
  const url = body?.resource?.booking_url;
  if (!url || !URL.canParse(url)) throw new Error('Calendly answered a scheduling link without a booking_url');
  return url;
}

export interface CalendlyInviteeEvent {
  event: string;
  email: string;
  name: string;
  /** Our lead id, when the link carried it as utm_content. */
  leadId: string | null;
  start: Date | null;
  end: Date | null;
  inviteeUri: string | null;
  eventUri: string | null;
}

/**
 * `Calendly-Webhook-Signature: t=<unix s>,v1=<hex HMAC-SHA256(key, "t.rawBody")>`. Returns the
 * parsed event, or null for a missing, malformed, forged or stale signature.
 */
export function verifyCalendlyWebhook(
  signingKey: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
  nowMs: number,
): CalendlyInviteeEvent | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !signingKey) return null;
  const parts = Object.fromEntries(
    value.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  if (Math.abs(nowMs / 1000 - t) > CALENDLY_SIGNATURE_TOLERANCE_SECONDS) return null;
  const expected = createHmac('sha256', signingKey).update(`${t}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return null;
  return parseInvitee(rawBody);
}

function parseInvitee(rawBody: Buffer): CalendlyInviteeEvent | null {
  let body: any;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const p = body?.payload;
  if (typeof body?.event !== 'string' || !p || typeof p !== 'object') return null;
  const ev = typeof p.scheduled_event === 'object' && p.scheduled_event ? p.scheduled_event : null;
  const date = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
  const leadId =
    typeof p.tracking?.utm_content === 'string' && /^[0-9a-f-]{36}$/i.test(p.tracking.utm_content)
      ? p.tracking.utm_content
      : null;
  return {
    event: body.event,
    email: typeof p.email === 'string' ? p.email : '',
    name: typeof p.name === 'string' ? p.name : '',
    leadId,
    start: date(ev?.start_time),
    end: date(ev?.end_time),
    inviteeUri: typeof p.uri === 'string' ? p.uri : null,
    eventUri: typeof ev?.uri === 'string' ? ev.uri : typeof p.event === 'string' ? p.event : null,
  };
}
