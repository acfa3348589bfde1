import * as chrono from 'chrono-node';
import { zonedTime } from '../../../providers/scheduling/business-slots';

// Times as people say them, read on the callee's own clock by chrono-node. chrono counts in one
// fixed offset, so it is given the callee's wall clock as if it were UTC and its answer's wall
// clock is turned back into an instant in the callee's zone (daylight saving included).

export interface SpokenTime {
  at: Date;
  /** False when only a day was said ("tomorrow", "next week"): the hour is the present one. */
  hourSaid: boolean;
}

const ISO = /^\s*(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i;

// Parts of the day chrono leaves vague or early (its "morning" is 6:00, "tonight" 22:00): the
// hours a caller means by them, inside the usual calling window.
const PARTS: Array<[RegExp, number, number]> = [
  [/\bmorning\b/, 10, 0],
  [/\bafternoon\b/, 15, 0],
  [/\b(evening|tonight)\b/, 18, 0],
];
// Words chrono does not know, said as the hour they mean.
const PHRASES: Array<[RegExp, string]> = [
  [/\bafter lunch\b/g, 'at 1:30pm'],
  [/\b(at )?lunch ?time\b/g, 'at 12:30pm'],
  [/\bend of (the )?day\b/g, 'at 4pm'],
];

const NOW_WORDS = /^\s*(right )?now\s*$/i;

function wallClock(at: Date, zone: string): number {
  const p = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (t: string) => Number(p.find((x) => x.type === t)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The moment `when` names, in `zone`: an ISO time (its offset kept; none: the callee's clock), or
 * everyday words ("tomorrow at 3pm", "Tuesday morning", "after lunch", "next week", "in two
 * hours"). Null when nothing in it reads as a time, or it is already past: asked again, not guessed.
 */
export function spokenTime(when: string, now: Date, zone: string): SpokenTime | null {
  const iso = when.match(ISO);
  if (iso) {
    const at = iso[6]
      ? new Date(Date.parse(when.trim()))
      : zonedTime(zone, +iso[1]!, +iso[2]!, +iso[3]!, +iso[4]!, +iso[5]!);
    // The same minute's grace as a spoken time: "now" sent as a timestamp is a moment old on arrival.
    return Number.isNaN(at.getTime()) || at.getTime() < now.getTime() - 60_000 ? null : { at, hourSaid: true };
  }
  let text = when.toLowerCase();
  for (const [re, said] of PHRASES) text = text.replace(re, said);
  const wall = new Date(wallClock(now, zone));
  // "I'm busy right now, call me tomorrow afternoon": "now" says why not now, not when; the
  // callback is the time named after it.
  const found = chrono.casual.parse(text, { instant: wall, timezone: 0 }, { forwardDate: true });
  const r = found.find((x) => !NOW_WORDS.test(x.text)) ?? found[0];
  if (!r) return null;
  const s = r.start;
  let hour = s.get('hour') ?? 12;
  let minute = s.get('minute') ?? 0;
  const hourSaid = s.isCertain('hour');
  if (!hourSaid) {
    const part = PARTS.find(([re]) => re.test(r.text));
    if (part) [, hour, minute] = part;
  } else if (!s.isCertain('meridiem') && hour >= 1 && hour < 8) {
    hour += 12; // "at 3" on the phone is the afternoon
  }
  const said = hourSaid || PARTS.some(([re]) => re.test(r.text));
  // "in two hours" is a span from now (exact across a clock change), anything else a wall clock.
  if (/^in\b/.test(r.text.trim()))
    return { at: new Date(now.getTime() + (s.date().getTime() - r.refDate.getTime())), hourSaid: said };
  let local = Date.UTC(s.get('year')!, s.get('month')! - 1, s.get('day')!, hour, minute);
  // chrono read "at 3" as 3:00 tomorrow; made 15:00, it may still be later today.
  const dayNamed = s.isCertain('day') || s.isCertain('weekday');
  if (!dayNamed && local - 24 * 3_600_000 > wall.getTime()) local -= 24 * 3_600_000;
  const d = new Date(local);
  const at = zonedTime(
    zone,
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  );
  return at.getTime() < now.getTime() - 60_000 ? null : { at, hourSaid: said };
}
