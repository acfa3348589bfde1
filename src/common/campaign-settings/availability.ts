import { z } from 'zod';
import { minutesOf } from './schedule';

// When the business takes meetings: its days and hours on its own clock, in its own zone. The
// meeting slots an agent offers are these, narrowed to the callee's lawful calling window (the
// booking feature intersects the two), so a business in New York never offers 4 AM in Honolulu.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const ZAvailability = z
  .object({
    /** The business's days (0 Sunday … 6 Saturday), in its own zone. */
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one day')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'A day is listed twice'),
    start: z.string().max(5).regex(HHMM, 'Use HH:MM (24-hour)'),
    end: z.string().max(5).regex(HHMM, 'Use HH:MM (24-hour)'),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone'),
  })
  .refine((a) => a.start < a.end, { message: 'Meeting hours must end after they start', path: ['end'] });
export type TAvailability = z.infer<typeof ZAvailability>;

/** A business that said nothing: weekdays 09:00–17:00 in its zone. */
export const defaultAvailability = (timeZone: string): TAvailability => ({
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
  timeZone,
});

/** The slot grid's terms: local minutes and days. */
export const availabilityHours = (a: TAvailability) => ({
  days: [...a.days].sort((x, y) => x - y),
  startMinute: minutesOf(a.start),
  endMinute: minutesOf(a.end),
});
