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

  /** The public pricing page, where the calendar opens once the deposit is paid; it prefills name and email. */
  async bookingLinkFor(input: LeadLinkInput): Promise<string> {
    const url = new URL('/pricing', this.publicUrl());
    url.searchParams.set('name', input.name);
    url.searchParams.set('email', input.email);
    return url.toString();
  }
}
