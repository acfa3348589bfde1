import type { BookableSlot, SchedulingProvider } from './types';

/**
 * Calendly's inline embed: Calendly shows its own availability and takes the booking, so there
 * are no slots here. Lead links use Calendly's documented prefill parameters.
 */
export class CalendlyScheduler implements SchedulingProvider {
  readonly mode = 'live' as const;
  readonly adapter = 'calendly' as const;

  constructor(
    private readonly calendlyUrl: string,
    readonly timeZone: string,
    private readonly publicUrl: () => string,
  ) {
    if (!URL.canParse(calendlyUrl)) throw new Error(`CALENDLY_URL "${calendlyUrl}" is not a URL (e.g. https://calendly.com/you/consultation)`);
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

  async bookingLinkFor(input: { name: string; email: string; leadId: string }): Promise<string> {
    const url = new URL(this.calendlyUrl);
    url.searchParams.set('name', input.name);
    url.searchParams.set('email', input.email);
    url.searchParams.set('utm_content', input.leadId);
    return url.toString();
  }
}
