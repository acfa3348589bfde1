import { z } from 'zod';

// When a campaign calls: from a start moment, on chosen days and hours of the callee's own clock
// (always inside the lawful window: the dispatch intersects the two), at a chosen pace. Part of
// the campaign's settings (PATCH /api/admin/campaigns/{id} `{schedule}`), edited on the Dispatch
// tab. A test run ignores it: it rings no phone, so it may be tried before the start.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const ZCampaignSchedule = z
  .object({
    /** No call before this moment; null: as soon as the campaign is dispatched. */
    startAt: z.iso.datetime({ offset: true, message: 'Start must be a date and time' }).max(40).nullable(),
    /** The callee-local days the campaign calls (0 Sunday … 6 Saturday). */
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one day')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'A day is listed twice'),
    /** The callee-local hours the campaign calls, HH:MM (24-hour), end exclusive. */
    start: z.string().max(5).regex(HHMM, 'Use HH:MM (24-hour)'),
    end: z.string().max(5).regex(HHMM, 'Use HH:MM (24-hour)'),
    /** At most this many calls in any 24 hours; null: only the capacity limits pace it. */
    callsPerDay: z.number().int().min(1, 'Calls per day must be at least 1').max(100_000).nullable(),
  })
  .refine((s) => s.start < s.end, { message: 'Calling hours must end after they start', path: ['end'] });
export type TCampaignSchedule = z.infer<typeof ZCampaignSchedule>;

/** What the schedule form starts from: weekdays 9–17, no start moment, no pace. */
export const DEFAULT_SCHEDULE: TCampaignSchedule = {
  startAt: null,
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
  callsPerDay: null,
};

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "Mon–Fri" for weekdays, "every day", else the day names in week order. */
export function describeDays(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return 'every day';
  if (sorted.join() === '1,2,3,4,5') return 'Mon–Fri';
  return sorted.map((d) => WEEKDAY_NAMES[d]).join(', ');
}

/** The schedule in one line: "Mon–Fri, 09:00–17:00 in each lead's local time, at most 50 calls a day". */
export function describeSchedule(s: TCampaignSchedule): string {
  const pace =
    s.callsPerDay === null ? '' : `, at most ${s.callsPerDay} ${s.callsPerDay === 1 ? 'call' : 'calls'} a day`;
  return `${describeDays(s.days)}, ${s.start}–${s.end} in each lead's local time${pace}`;
}
