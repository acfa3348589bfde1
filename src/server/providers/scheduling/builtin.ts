import type { BookableSlot, LeadLinkInput, SchedulingProvider } from './types';
import { assertTimeZone, businessSlots } from './business-slots';

/**
 * The scheduler used without Calendly: weekday half-hour slots in business hours of one zone.
 * Which slots are taken lives in the bookings table (the booking feature checks it); this only
 * knows the calendar. It is a real scheduler, not a sandbox, hence mode 'live'.
 */
export class BuiltinScheduler implements SchedulingProvider {
  readonly mode = 'live' as const;
  readonly adapter = 'builtin' as const;
  readonly embedUrl = null;

  constructor(
    readonly timeZone: string,
    private readonly publicUrl: () => string,
  ) {
    assertTimeZone(timeZone);
  }

  listSlots(now: Date): BookableSlot[] {
    return businessSlots(this.timeZone, now);
  }

  /**
   * The lead's own booking page: a qualified lead books without the pricing page's deposit, and
   * the random token in the path is what lets it in.
   */
  async bookingLinkFor(input: LeadLinkInput): Promise<string> {
    return new URL(`/book/${encodeURIComponent(input.token)}`, this.publicUrl()).toString();
  }
}
