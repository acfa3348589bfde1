import { WEEK_DAYS, type TWeekDay } from '@common/fact-sheet/schemas';

// Days and clock times as small-business sites write them ("Mon–Fri", "Tues & Thurs",
// "7am", "5:30 p.m.", "17.00", "noon") and as schema.org writes them ("Mo-Fr 08:00-17:00").

const DAY_WORD =
  'mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:s|nesday)?s?|thu(?:r(?:s(?:day)?)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?';
const DAY_RANGE = `(?:${DAY_WORD})\\.?(?:\\s*(?:-|–|—|to|through|thru)\\s*(?:${DAY_WORD})\\.?)?`;
const DAY_GROUP = `(?:weekdays|week\\s?days|daily|every\\s?day|7\\s*days(?:\\s*a\\s*week)?|weekends?)`;
/** "Mon–Fri", "Tues, Thurs & Sat", "Weekdays", "7 days a week". */
/** A day word at the end of a text: "Monday Friday 9-5" names two days, not Friday alone. */
export const DAY_BEFORE = new RegExp(`\\b(?:${DAY_WORD})\\.?\\s*$`, 'i');
export const DAYS = `(?:${DAY_GROUP}|${DAY_RANGE}(?:\\s*(?:,|&|and|\\/|\\+|\\|)\\s*${DAY_RANGE})*)`;
const TIME = `(?:noon|midday|midnight|\\d{1,2}(?:[:.]\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?)`;
export const TIME_RANGE = `${TIME}\\s*(?:-|–|—|to|until|till|til)\\s*${TIME}`;

const DAY_INDEX: Array<[RegExp, number]> = [
  [/^mo/i, 0],
  [/^tu/i, 1],
  [/^we/i, 2],
  [/^th/i, 3],
  [/^fr/i, 4],
  [/^sa/i, 5],
  [/^su/i, 6],
];

function dayIndex(word: string): number | null {
  for (const [re, i] of DAY_INDEX) if (re.test(word.trim())) return i;
  return null;
}

/** "Mon–Fri & Sun" → monday…friday, sunday. Null when a part is not a day. */
export function parseDays(spec: string): TWeekDay[] | null {
  const s = spec.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^(daily|every ?day|7 ?days)/.test(s)) return [...WEEK_DAYS];
  if (/^week ?days$/.test(s)) return WEEK_DAYS.slice(0, 5);
  if (/^weekends?$/.test(s)) return ['saturday', 'sunday'];
  const out: TWeekDay[] = [];
  for (const part of s.split(/\s*(?:,|&|\band\b|\/|\+|\|)\s*/).filter(Boolean)) {
    const [from, to] = part.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/);
    const a = dayIndex(from);
    const b = to === undefined ? a : dayIndex(to);
    if (a === null || b === null) return null;
    for (let i = a; ; i = (i + 1) % 7) {
      out.push(WEEK_DAYS[i]);
      if (i === b) break;
    }
  }
  return out.length ? [...new Set(out)] : null;
}

interface Clock {
  h: number;
  m: number;
  half: 'am' | 'pm' | null;
  /** Written as 24-hour time ("09:00", "17.30"). */
  h24: boolean;
}

function parseTime(raw: string): Clock | null {
  const s = raw.toLowerCase().replace(/\s+/g, '');
  if (s === 'noon' || s === 'midday') return { h: 12, m: 0, half: 'pm', h24: false };
  if (s === 'midnight') return { h: 0, m: 0, half: 'am', h24: true };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(a\.?m\.?|p\.?m\.?)?$/.exec(s);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  if (h > 24 || min > 59) return null;
  const half = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : null;
  if (half && (h === 0 || h > 12)) return null;
  return { h, m: min, half, h24: !half && (h > 12 || h === 0 || /^0\d/.test(m[1])) };
}

const to24 = (c: Clock, half: 'am' | 'pm') => (c.h % 12) + (half === 'pm' ? 12 : 0);
const fmt = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/**
 * "7am–6pm" → 07:00–18:00; "9-5" → 09:00–17:00 (a closing hour before the opening one is in the
 * afternoon); "10-12" without am/pm could be either: null. Never a guess the text does not carry.
 */
export function parseTimeRange(raw: string): { opens: string; closes: string } | null {
  const parts = raw.split(/\s*(?:–|—|\bto\b|\buntil\b|\btill\b|\btil\b|-)\s*/i).filter(Boolean);
  if (parts.length !== 2) return null;
  const a = parseTime(parts[0]);
  const b = parseTime(parts[1]);
  if (!a || !b) return null;
  let open: number;
  let close: number;
  if (a.half) {
    open = to24(a, a.half);
    if (b.half) close = to24(b, b.half);
    else if (b.h24) close = b.h;
    else {
      // "9am-5": the closing hour takes the opening's half unless that closes before opening.
      close = to24(b, a.half);
      if (close * 60 + b.m <= open * 60 + a.m) close = to24(b, 'pm');
    }
  } else if (b.half) {
    close = to24(b, b.half);
    // "9-5pm": the opening takes the closing's half unless that opens after closing ("9pm-5pm").
    open = a.h24 ? a.h : to24(a, b.half);
    if (!a.h24 && open * 60 + a.m > close * 60 + b.m) open = to24(a, 'am');
  } else if (a.h24 || b.h24) {
    open = a.h;
    close = b.h;
  } else {
    open = a.h;
    close = b.h;
    if (b.h * 60 + b.m <= a.h * 60 + a.m) close = b.h + 12;
    else return null;
    if (close > 24) return null;
  }
  if (close === 0 && b.m === 0 && (b.half === 'am' || b.h === 24 || b.h === 0)) close = 24;
  if (open >= 24 || close > 24) return null;
  return { opens: fmt(open, a.m), closes: fmt(close, close === 24 ? 0 : b.m) };
}

/** schema.org's "Mo-Fr 08:00-17:00" / "Mo,We 09:00-12:00" / "Mo-Su" (all day). */
export function parseSchemaHours(spec: string): Array<{ day: TWeekDay; opens: string; closes: string }> {
  const m = /^\s*([A-Za-z,\s-]+?)\s*(?:(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2}))?\s*$/.exec(spec);
  if (!m) return [];
  const days = parseDays(m[1]);
  if (!days) return [];
  const opens = m[2] ? m[2].padStart(5, '0') : '00:00';
  const rawClose = m[3] ? m[3].padStart(5, '0') : '24:00';
  const closes = rawClose === '23:59' ? '24:00' : rawClose;
  return days.map((day) => ({ day, opens, closes }));
}
