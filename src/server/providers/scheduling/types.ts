import type { TProviderMode } from '@common/system/providers';

// Consultation and developer-queue bookings. Calendly when CALENDLY_URL is set (inline embed,
// single-use links); otherwise the built-in scheduler whose slots live in our database.

export interface BookableSlot {
  start: Date;
  end: Date;
}

export interface LeadLinkInput {
  name: string;
  email: string;
  leadId: string;
  /** The random id of the lead's own booking page (built-in scheduler); Calendly ignores it. */
  token: string;
}

/** A meeting reported by the calendar's webhook, in our terms (the adapter maps its vendor's event). */
export interface BookingEvent {
  /** booked: a meeting was scheduled; other: anything we only acknowledge. */
  kind: 'booked' | 'other';
  email: string;
  name: string;
  /** Our lead id, when the booking link carried it. */
  leadId: string | null;
  start: Date | null;
  end: Date | null;
  /** The calendar's own reference to the meeting (a URL or id), stored with the booking. */
  eventRef: string | null;
}

export interface SchedulingProvider {
  readonly mode: TProviderMode;
  readonly adapter: 'calendly' | 'builtin';
  /** The inline-embed URL (Calendly), or null for the built-in scheduler. */
  readonly embedUrl: string | null;
  /** IANA zone the built-in scheduler's business hours are counted in. */
  readonly timeZone: string;
  /** Slots offered from `now` on (built-in); Calendly offers its own inside the embed, so none. */
  listSlots(now: Date): BookableSlot[];
  /** A booking link for one lead (developer queue): Calendly's URL with prefill, or our own page. */
  bookingLinkFor(input: LeadLinkInput): Promise<string>;
  /** Calendly with an API token: each lead link is a single-use scheduling link. */
  readonly singleUseLinks?: boolean;
  /** The booking event of a verified webhook delivery, or null (absent: the scheduler sends none). */
  readBookingWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): BookingEvent | null;
}
