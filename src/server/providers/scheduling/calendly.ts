import {
  createSchedulingLink,
  verifyCalendlyWebhook,
  type CalendlyApiConfig,
  type CalendlyInviteeEvent,
} from './calendly-api';
import type { BookableSlot, BookingEvent, LeadLinkInput, SchedulingProvider } from './types';

/**
 * Calendly's inline embed: Calendly shows its own availability and takes the booking, so there
 * are no slots here. Lead links (developer queue) are single-use scheduling links when an API
 * token and event type are configured, else the public URL; either way with Calendly's prefill
 * parameters and our lead id as utm_content, which the invitee.created webhook echoes back.
 */
export class CalendlyScheduler implements SchedulingProvider {
  readonly mode = 'live' as const;
  readonly adapter = 'calendly' as const;

  constructor(
    private readonly calendlyUrl: string,
    readonly timeZone: string,
    private readonly publicUrl: () => string,
    private readonly api: CalendlyApiConfig | null = null,
    private readonly webhookSigningKey: string | null = null,
    private readonly now: () => number = Date.now,
  ) {
    if (!URL.canParse(calendlyUrl))
      throw new Error(`CALENDLY_URL "${calendlyUrl}" is not a URL (e.g. https://calendly.com/you/consultation)`);
  }

  /** embed_domain + embed_type let the widget post its events (e.g. event_scheduled) to our page. */
  get embedUrl(): string {
    const url = new URL(this.calendlyUrl);
    url.searchParams.set('embed_domain', new URL(this.publicUrl()).host);
    url.searchParams.set('embed_type', 'Inline');
    return url.toString();
  }

  listSlots(): BookableSlot[] {
    return [];
  }

  get singleUseLinks(): boolean {
    return this.api !== null;
  }

  async bookingLinkFor(input: LeadLinkInput): Promise<string> {
    const url = new URL(this.api ? await createSchedulingLink(this.api) : this.calendlyUrl);
    url.searchParams.set('name', input.name);
    url.searchParams.set('email', input.email);
    url.searchParams.set('utm_content', input.leadId);
    return url.toString();
  }

  /** The port's view of a genuine delivery: invitee.created is a booked meeting. */
  readBookingWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): BookingEvent | null {
    const e = this.verifyWebhook(rawBody, headers);
    if (!e) return null;
    const { email, name, leadId, start, end } = e;
    return {
      kind: e.event === 'invitee.created' ? 'booked' : 'other',
      email,
      name,
      leadId,
      start,
      end,
      eventRef: e.eventUri,
    };
  }

  /** The invitee event of a genuine Calendly delivery, or null (no key, forged or stale signature). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): CalendlyInviteeEvent | null {
    if (!this.webhookSigningKey) return null;
    return verifyCalendlyWebhook(this.webhookSigningKey, rawBody, headers['calendly-webhook-signature'], this.now());
  }
}
