// Calling windows over one or several time zones. When the callee's zone is not known exactly
// (an area code or state that spans several), the lead may be called only inside the window that
// is legal in ALL of its candidate zones; it is "never" only when that common window is empty.

import { holidayOn, type HolidayCalendarId } from './holidays';

// Building an Intl formatter costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f)
    formatters.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
    );
  return f;
};

// A preview asks the same few zones about the same instant for every lead: the answers are kept
// per (zone, minute), and the map is emptied when it grows (a new instant, a new preview).
const minutesCache = new Map<string, number>();

/** Minutes past local midnight at `at` in `timeZone`. */
export function localMinutes(at: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(at.getTime() / 60_000)}`;
  const hit = minutesCache.get(key);
  if (hit !== undefined) return hit;
  if (minutesCache.size > 20_000) minutesCache.clear();
  const v = computeLocalMinutes(at, timeZone);
  minutesCache.set(key, v);
  return v;
}

function computeLocalMinutes(at: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(at);
  let h = 0;
  let m = 0;
  for (const p of parts) {
    if (p.type === 'hour') h = Number(p.value);
    else if (p.type === 'minute') m = Number(p.value);
  }
  return h * 60 + m;
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The local day of the week at `at` in `timeZone`: 0 Sunday … 6 Saturday. */
export function localWeekday(at: Date, timeZone: string): number {
  let f = weekdayFormatters.get(timeZone);
  if (!f) weekdayFormatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' })));
  return WEEKDAYS.indexOf(f.format(at));
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** The local date at `at` in `timeZone`, `k` days on: YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string, k = 0): string {
  let f = dateFormatters.get(timeZone);
  if (!f) dateFormatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' })));
  const [y, m, d] = f.format(at).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + k)).toISOString().slice(0, 10);
}

export interface Window {
  startMinute: number;
  endMinute: number;
  /** Local days of the week the window is open (0 Sunday … 6 Saturday); every day when absent. */
  days?: readonly number[];
  /** Holiday calendars whose days are closed (callee-local date). */
  holidays?: readonly HolidayCalendarId[];
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const DAY = 24 * 60;

/** Minutes from `at` until `window` opens in `timeZone` (0 when open now). */
function waitMinutes(at: Date, timeZone: string, w: Window): number {
  const t = localMinutes(at, timeZone);
  const inHours = t >= w.startMinute && t < w.endMinute;
  const holidays = w.holidays?.length ? w.holidays : null;
  if (!w.days && !holidays) {
    if (inHours) return 0;
    return t < w.startMinute ? w.startMinute - t : DAY - t + w.startMinute;
  }
  // A day rule (e.g. weekdays only, no legal holidays): today if it is an open day and not yet
  // past its hours, else the next open day's start. Two weeks cover a holiday beside a weekend.
  const days = w.days ?? ALL_DAYS;
  const today = localWeekday(at, timeZone);
  for (let k = 0; k <= 14; k++) {
    if (!days.includes((today + k) % 7)) continue;
    if (holidays && holidayOn(localDate(at, timeZone, k), holidays)) continue;
    if (k === 0 && inHours) return 0;
    if (k === 0 && t < w.startMinute) return w.startMinute - t;
    if (k > 0) return k * DAY - t + w.startMinute;
  }
  return Infinity;
}

export type ZonesWindow = { open: true } | { open: false; opensAt: Date } | { open: false; opensAt: null };

/**
 * Whether `at` is inside `w` in every zone of `zones`, else when it next is (to the minute), or
 * opensAt null when no moment within the next fifteen days (two weeks of day and holiday rules, plus one) is legal
 * in all of them (an empty common window). A daylight-saving change can shift an answer by an
 * hour; the claim re-checks anyway.
 */
export function zonesWindow(at: Date, zones: readonly string[], w: Window): ZonesWindow {
  if (w.endMinute <= w.startMinute || zones.length === 0 || w.days?.length === 0) return { open: false, opensAt: null };
  let t = at;
  const limit = at.getTime() + 15 * DAY * 60_000;
  // Jump to the latest opening among the closed zones until all are open at once.
  for (let i = 0; i < 4 * zones.length + 4 && t.getTime() <= limit; i++) {
    let wait = 0;
    for (const z of zones) wait = Math.max(wait, waitMinutes(t, z, w));
    if (wait === Infinity) break;
    if (wait === 0) {
      if (t === at) return { open: true };
      return { open: false, opensAt: t };
    }
    t = new Date(t.getTime() + wait * 60_000);
    t.setUTCSeconds(0, 0);
  }
  return { open: false, opensAt: null };
}

const shortNames = new Map<string, string>();
/** "ET", "CT", "PT" … (Intl's short generic name), for the preview's "window legal in all of ET, CT". */
export function zoneShortName(timeZone: string): string {
  let s = shortNames.get(timeZone);
  if (s === undefined) {
    try {
      s =
        new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
          .formatToParts(new Date(0))
          .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
    } catch {
      s = timeZone;
    }
    shortNames.set(timeZone, s);
  }
  return s;
}
