import { zonedLabel } from '@common/booking/both-times';
import { availabilityHours } from '@common/campaign-settings/availability';
import { describeDays, minutesOf } from '@common/campaign-settings/schedule';
import { localDate, localMinutes, localWeekday } from '@common/dispatch/zone-window';
import type { RuleCheck, SimulatedCall } from './scenario';

// The times the agent's tools chose, judged by their inputs and results against the clocks they
// must respect: the callee's (the federal 8:00–21:00 on their own clock), the business's meeting
// hours (its days and hours in its zone) and what the callee asked for. Computed here from the
// call's start, not by the parser the tools use, so a parser's mistake cannot certify itself.

type Result = Record<string, unknown>;

/** 47 CFR 64.1200(c)(1): no call before 8 a.m. or after 9 p.m., the callee's local time. */
const CALLEE_DAY = { start: 8 * 60, end: 21 * 60 };
const when = (at: Date, c: SimulatedCall) => zonedLabel(at, c.calleeTimeZone);
const time = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);

/** Whether `at` is inside the callee's 8:00–21:00, and why not. */
function calleeHoursProblem(c: SimulatedCall, start: Date, minutes = 0): string | null {
  const m = localMinutes(start, c.calleeTimeZone);
  return m < CALLEE_DAY.start || m + minutes > CALLEE_DAY.end
    ? `${when(start, c)} is outside the callee's 8:00 AM–9:00 PM (${c.calleeTimeZone})`
    : null;
}

/** What is wrong with a meeting from `start` to `end` for this call's two parties, or null. */
export function meetingProblem(c: SimulatedCall, start: Date, end: Date): string | null {
  if (start.getTime() <= Date.parse(c.startedAt)) return `${when(start, c)} is not in the future`;
  const a = c.availability;
  const hours = availabilityHours(a);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const from = localMinutes(start, a.timeZone);
  if (
    !hours.days.includes(localWeekday(start, a.timeZone)) ||
    from < hours.startMinute ||
    from + minutes > hours.endMinute
  )
    return (
      `${when(start, c)} is ${zonedLabel(start, a.timeZone)} for the business, outside its meeting hours ` +
      `(${describeDays(hours.days)}, ${a.start}–${a.end} ${a.timeZone})`
    );
  return calleeHoursProblem(c, start, minutes);
}

interface SlotView {
  start?: unknown;
  end?: unknown;
  label?: unknown;
}

function slotProblem(c: SimulatedCall, s: SlotView): string | null {
  const start = time(s.start);
  const end = time(s.end);
  if (!start || !end) return 'a slot without a start and an end';
  // What the agent reads out is the tool's label: it must be the slot's time on the callee's clock.
  if (typeof s.label === 'string' && s.label !== when(start, c))
    return `a slot labelled "${s.label}" is ${when(start, c)} on the callee's clock`;
  return meetingProblem(c, start, end);
}

/**
 * Every slot book_meeting offered or booked lies inside the business's meeting hours and the
 * callee's 8:00–21:00, in the future, labelled truly in the callee's zone; a booking is the slot
 * the agent asked for (its input).
 */
export function meetingTimesLawful(label: string): RuleCheck {
  return {
    label,
    run(c) {
      const calls = c.toolCalls.filter((t) => t.name === 'book_meeting');
      for (const t of calls) {
        const r = t.result as Result;
        const slots = [...((r.offered as SlotView[] | undefined) ?? []), ...(r.slot ? [r.slot as SlotView] : [])];
        for (const s of slots) {
          const problem = slotProblem(c, s);
          if (problem) return { passed: false, reason: `book_meeting ${r.booked ? 'booked' : 'offered'}: ${problem}` };
        }
        const asked = time((t.input as Result).slotStart);
        const got = time((r.slot as SlotView | undefined)?.start);
        if (r.booked === true && asked && got && asked.getTime() !== got.getTime())
          return { passed: false, reason: `book_meeting was asked for ${when(asked, c)} but booked ${when(got, c)}` };
      }
      const n = calls.flatMap((t) => (t.result as Result).offered ?? []).length;
      return {
        passed: true,
        reason: calls.length
          ? `every slot (${n} offered) is inside the business's hours and the callee's 8:00 AM–9:00 PM`
          : 'no slot was offered',
      };
    },
  };
}

/** What the callee asked for: a day counted from the call's day on their clock, and an hour or a span of hours. */
export interface AskedCallback {
  /** 1: tomorrow. */
  daysOn: number;
  /** "HH:MM" exactly, or a span [from, to) for a part of the day ("afternoon": 12:00–18:00). */
  at: string | [string, string];
  /** The callee's words, for the reasons. */
  said: string;
}

function askedProblem(c: SimulatedCall, at: Date, want: AskedCallback): string | null {
  const day = localDate(new Date(c.startedAt), c.calleeTimeZone, want.daysOn);
  const m = localMinutes(at, c.calleeTimeZone);
  const [from, to] =
    typeof want.at === 'string' ? [minutesOf(want.at), minutesOf(want.at) + 1] : want.at.map(minutesOf);
  if (localDate(at, c.calleeTimeZone) === day && m >= from! && m < to!) return null;
  const expected = typeof want.at === 'string' ? want.at : `${want.at[0]}–${want.at[1]}`;
  return `"${want.said}" is ${day} ${expected} on the callee's clock (${c.calleeTimeZone}), not ${when(at, c)}`;
}

/**
 * schedule_callback read the callee's words right and kept them: the time it read (`asked`) is the
 * one the callee said, on their clock and their next day; the call is set at exactly that time, or,
 * when the tool says it moved it, at another lawful time with a true reason given (a time inside
 * 8:00–21:00 moves only for the campaign's own narrower hours).
 */
export function callbackAsAsked(want: AskedCallback, label: string): RuleCheck {
  return {
    label,
    run(c) {
      const calls = c.toolCalls.filter((t) => t.name === 'schedule_callback');
      if (!calls.length) return { passed: false, reason: 'schedule_callback was never called' };
      const r = calls.at(-1)!.result as Result;
      const at = time(r.at);
      if (r.scheduled !== true || !at) return { passed: false, reason: `no callback was set (${String(r.reason)})` };
      const asked = time(r.asked) ?? at;
      const misread = askedProblem(c, asked, want);
      if (misread) return { passed: false, reason: `schedule_callback: ${misread}` };
      const unlawful = calleeHoursProblem(c, at);
      if (unlawful) return { passed: false, reason: `schedule_callback set ${unlawful}` };
      if (at.getTime() === asked.getTime())
        return { passed: true, reason: `the callback is set for ${when(at, c)}, as asked` };
      const lawfulAsked = !calleeHoursProblem(c, asked);
      const why = r.reason === 'outside_campaign_hours' || (r.reason === 'outside_calling_hours' && !lawfulAsked);
      return why && at.getTime() > Date.parse(c.startedAt)
        ? {
            passed: true,
            reason: `${when(asked, c)} moved to ${when(at, c)}: ${String(r.reason)} (${String(r.window)})`,
          }
        : {
            passed: false,
            reason: `schedule_callback moved ${when(asked, c)} to ${when(at, c)} ${r.reason ? `giving "${String(r.reason)}", untrue` : 'without a reason'}`,
          };
    },
  };
}
