// Legal holidays on which a state's calling rule forbids sales calls (calling-rules.ts names the
// calendar a rule uses). Each calendar is the statute's list, computed per year, with its source
// quoted as found through search. Where a fixed date falls on a weekend, both the date and the
// weekday it is observed on are kept: the stricter reading, since the calling statutes say
// "legal holiday" without saying which of the two they mean.

export type HolidayCalendarId = 'US' | 'UT' | 'RI' | 'LA';

export interface HolidayCalendar {
  id: HolidayCalendarId;
  /** What the calling-hours text calls it. */
  label: string;
  source: { citation: string; url: string; quote: string };
  /** The holidays of one year: ISO date → name. */
  of(year: number): Map<string, string>;
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();
/** The n-th (1-based) `wd` of a month. */
const nth = (y: number, m: number, wd: number, n: number) => 1 + ((wd - weekday(y, m, 1) + 7) % 7) + 7 * (n - 1);
const last = (y: number, m: number, wd: number) => {
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return days - ((weekday(y, m, days) - wd + 7) % 7);
};

/** Easter Sunday (Gregorian; the anonymous algorithm): [month, day]. */
export function easter(y: number): [number, number] {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  return [Math.floor((h + l - 7 * m + 114) / 31), ((h + l - 7 * m + 114) % 31) + 1];
}

type Add = (name: string, m: number, d: number) => void;
function calendar(y: number, fill: (fixed: Add, movable: Add, y: number) => void): Map<string, string> {
  const out = new Map<string, string>();
  const movable: Add = (name, m, d) => out.set(iso(y, m, d), name);
  const fixed: Add = (name, m, d) => {
    movable(name, m, d);
    const wd = weekday(y, m, d);
    if (wd === 6) movable(`${name} (observed)`, m, d - 1);
    if (wd === 0) movable(`${name} (observed)`, m, d + 1);
  };
  fill(fixed, movable, y);
  return out;
}

const easterOffset = (y: number, days: number): [number, number] => {
  const [m, d] = easter(y);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return [t.getUTCMonth() + 1, t.getUTCDate()];
};

const federal = (fixed: Add, movable: Add, y: number) => {
  fixed("New Year's Day", 1, 1);
  movable('Birthday of Martin Luther King, Jr.', 1, nth(y, 1, 1, 3));
  movable("Washington's Birthday", 2, nth(y, 2, 1, 3));
  movable('Memorial Day', 5, last(y, 5, 1));
  fixed('Juneteenth National Independence Day', 6, 19);
  fixed('Independence Day', 7, 4);
  movable('Labor Day', 9, nth(y, 9, 1, 1));
  movable('Columbus Day', 10, nth(y, 10, 1, 2));
  fixed('Veterans Day', 11, 11);
  movable('Thanksgiving Day', 11, nth(y, 11, 4, 4));
  fixed('Christmas Day', 12, 25);
};

export const HOLIDAY_CALENDARS: Record<HolidayCalendarId, HolidayCalendar> = {
  US: {
    id: 'US',
    label: 'federal holidays',
    source: {
      citation: '5 U.S.C. § 6103(a)',
      url: 'https://www.okwb.uscourts.gov/holidays',
      quote:
        "New Year's Day, January 1; Birthday of Martin Luther King, Jr., the third Monday in January; Washington's Birthday, the third Monday in February; Memorial Day, the last Monday in May; Juneteenth National Independence Day, June 19; Independence Day, July 4; Labor Day, the first Monday in September; Columbus Day, the second Monday in October; Veterans Day, November 11; Thanksgiving Day, the fourth Thursday in November; Christmas Day, December 25.",
    },
    of: (y) => calendar(y, federal),
  },
  UT: {
    id: 'UT',
    label: 'Utah legal holidays',
    source: {
      citation: 'Utah Code § 63G-1-301(1) (as in force from 6 May 2026)',
      url: 'https://self-law.org/code/ut/title-63g/chapter-1/1',
      quote:
        "(i) January 1, New Year's Day; (ii) July 4, Independence Day; (iii) July 24, Pioneer Day; (iv) November 11, Veterans Day; (v) December 25, Christmas; … the third Monday of January, Dr. Martin Luther King, Jr. Day; the third Monday of February, Presidents' Day; subject to Subsection (6), the Friday preceding Easter Sunday, Good Friday; … the last Monday of May, Memorial Day; the first Monday of September, Labor Day; the second Monday of October, Columbus Day; the fourth Thursday of November, Thanksgiving Day; and … June 19, Juneteenth National Freedom Day; and … every Sunday.",
    },
    of: (y) =>
      calendar(y, (fixed, movable) => {
        fixed("New Year's Day", 1, 1);
        fixed('Independence Day', 7, 4);
        fixed('Pioneer Day', 7, 24);
        fixed('Veterans Day', 11, 11);
        fixed('Christmas', 12, 25);
        movable('Dr. Martin Luther King, Jr. Day', 1, nth(y, 1, 1, 3));
        movable("Presidents' Day", 2, nth(y, 2, 1, 3));
        // "Subject to Subsection (6)", which was not retrievable: kept, the stricter reading.
        movable('Good Friday', ...easterOffset(y, -2));
        movable('Memorial Day', 5, last(y, 5, 1));
        movable('Labor Day', 9, nth(y, 9, 1, 1));
        movable('Columbus Day', 10, nth(y, 10, 1, 2));
        movable('Thanksgiving Day', 11, nth(y, 11, 4, 4));
        // June 19 itself, and the Monday the statute moves it to (before it on a weekday, after on a weekend).
        movable('Juneteenth National Freedom Day', 6, 19);
        const wd = weekday(y, 6, 19);
        movable('Juneteenth National Freedom Day (observed)', 6, wd === 0 ? 20 : wd === 6 ? 21 : 19 - (wd - 1));
      }),
  },
  RI: {
    id: 'RI',
    label: 'Rhode Island and federal holidays',
    source: {
      citation: 'R.I. Gen. Laws § 25-1-1',
      url: 'http://statutes.laws-info.com/rhode-island/title-25/chapter-25-1/25-1-1',
      quote:
        "The first day of January … (as New Year's Day), the third Monday of January (as Dr. Martin Luther King, Jr.'s Birthday), the third Monday of February (as Washington's Birthday), the fourth day of May (as Rhode Island Independence Day), the last Monday of May (as Memorial Day), the fourth day of July … (as Independence Day), the second Monday of August (as Victory Day), the first Monday of September (as Labor Day), the second Monday of October (as Columbus Day), the eleventh day of November … (as Veterans' Day), the twenty-fifth day of December … (as Christmas Day), … the Tuesday next after the first Monday in November in each year in which a general election of state officers is held (as election day), the first day of every week (commonly called Sunday) … shall be holidays.",
    },
    // The calling statute says "a state or federal holiday": both lists.
    of: (y) =>
      calendar(y, (fixed, movable) => {
        federal(fixed, movable, y);
        fixed('Rhode Island Independence Day', 5, 4);
        // State employees take a Saturday's holiday on the Monday after: that Monday too.
        for (const [name, m, d] of [
          ["New Year's Day", 1, 1],
          ['Independence Day', 7, 4],
          ["Veterans' Day", 11, 11],
          ['Christmas Day', 12, 25],
        ] as const)
          if (weekday(y, m, d) === 6) movable(`${name} (observed)`, m, d + 2);
        movable('Victory Day', 8, nth(y, 8, 1, 2));
        // State officers are elected in even years (the Secretary of State's table lists 2020's).
        if (y % 2 === 0) movable('Election Day', 11, nth(y, 11, 1, 1) + 1);
      }),
  },
  LA: {
    id: 'LA',
    label: 'Louisiana legal holidays',
    source: {
      citation: 'La. R.S. 1:55(A)(1)',
      url: 'https://legis.la.gov/legis/Law.aspx?d=74097',
      quote:
        "The following shall be days of public rest and legal holidays: Sundays; January 1, New Year's Day; January 8, Battle of New Orleans; the third Monday in January, Dr. Martin Luther King, Jr.'s Birthday; the third Monday in February, Washington's Birthday and Presidents' Day; the day of Mardi Gras; Good Friday; the last Monday in May, National Memorial Day; July 4, Independence Day; August 30, Huey P. Long Day; the first Monday in September, Labor Day; the second Monday in October, Christopher Columbus Day; November 1, All Saints' Day; November 11, Veterans' Day; the fourth Thursday in November, Thanksgiving Day; December 25, Christmas Day; Inauguration Day in the city of Baton Rouge",
    },
    // Not computed: Inauguration Day (Baton Rouge only) and holidays a governor declares for one year.
    of: (y) =>
      calendar(y, (fixed, movable) => {
        fixed("New Year's Day", 1, 1);
        fixed('Battle of New Orleans', 1, 8);
        movable("Dr. Martin Luther King, Jr.'s Birthday", 1, nth(y, 1, 1, 3));
        movable("Washington's Birthday and Presidents' Day", 2, nth(y, 2, 1, 3));
        movable('Mardi Gras', ...easterOffset(y, -47));
        movable('Good Friday', ...easterOffset(y, -2));
        movable('National Memorial Day', 5, last(y, 5, 1));
        fixed('Independence Day', 7, 4);
        fixed('Huey P. Long Day', 8, 30);
        movable('Labor Day', 9, nth(y, 9, 1, 1));
        movable('Christopher Columbus Day', 10, nth(y, 10, 1, 2));
        fixed("All Saints' Day", 11, 1);
        fixed("Veterans' Day", 11, 11);
        movable('Thanksgiving Day', 11, nth(y, 11, 4, 4));
        fixed('Christmas Day', 12, 25);
      }),
  },
};

const byYear = new Map<string, Map<string, string>>();
/** The holiday's name when `isoDate` (YYYY-MM-DD) is one in any of `calendars`, else null. */
export function holidayOn(isoDate: string, calendars: readonly HolidayCalendarId[]): string | null {
  const year = Number(isoDate.slice(0, 4));
  for (const id of calendars) {
    const key = `${id}|${year}`;
    let days = byYear.get(key);
    if (!days) byYear.set(key, (days = HOLIDAY_CALENDARS[id].of(year)));
    const name = days.get(isoDate);
    if (name) return name;
  }
  return null;
}

/** The federal holidays' names, for the calling-hours text. */
export const FEDERAL_HOLIDAY_NAMES = [...HOLIDAY_CALENDARS.US.of(2026).values()].filter(
  (n) => !n.endsWith('(observed)'),
);
