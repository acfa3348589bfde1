import type { BookableSlot } from './types';

// Business hours counted in a time zone without a date library: Intl tells us the zone's offset at
// an instant, and two passes settle the daylight-saving edges.

export interface BusinessHours {
  /** Local minutes past midnight: the first slot's start and the last slot's end. */
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  /** How many open days ahead are offered. */
  businessDays: number;
  /** The open days of the week (0 Sunday … 6 Saturday). */
  days: readonly number[];
}

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  startMinute: 9 * 60,
  endMinute: 17 * 60,
  slotMinutes: 30,
  businessDays: 10,
  days: [1, 2, 3, 4, 5],
};

/** Throws a readable error for a zone name Intl doesn't know (checked once, at boot). */
export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`BOOKING_TIME_ZONE "${timeZone}" is not a valid IANA time zone (e.g. America/New_York)`);
  }
}

function wallClock(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

function offsetMs(timeZone: string, at: Date): number {
  const w = wallClock(timeZone, at);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` reads the given local date and time. */
export function zonedTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let t = asUtc - offsetMs(timeZone, new Date(asUtc));
  t = asUtc - offsetMs(timeZone, new Date(t));
  return new Date(t);
}

/**
 * Slots on the next `businessDays` open days after today (local to the zone), so a consultation
 * is never booked for later the same day.
 */
export function businessSlots(
  timeZone: string,
  now: Date,
  hours: BusinessHours = DEFAULT_BUSINESS_HOURS,
): BookableSlot[] {
  if (!hours.days.length) return [];
  const today = wallClock(timeZone, now);
  const slots: BookableSlot[] = [];
  let days = 0;
  for (let offset = 1; days < hours.businessDays; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = date.getUTCDay();
    if (!hours.days.includes(weekday)) continue;
    days++;
    for (let m = hours.startMinute; m + hours.slotMinutes <= hours.endMinute; m += hours.slotMinutes) {
      const start = zonedTime(
        timeZone,
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        Math.floor(m / 60),
        m % 60,
      );
      slots.push({ start, end: new Date(start.getTime() + hours.slotMinutes * 60_000) });
    }
  }
  return slots;
}
