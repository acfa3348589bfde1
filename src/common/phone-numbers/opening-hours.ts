import type { TTransferHours } from '../campaign-settings/schemas';

// Daily hours read on their own clock: shared by the transfer rule and a number's opening hours.

/** Whether `at` falls inside the hours (no hours: always). */
export function withinHours(hours: TTransferHours | null, at: Date): boolean {
  if (!hours) return true;
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return hhmm >= hours.start && hhmm < hours.end;
}

const STEP_MS = 5 * 60_000;
const WEEK_MS = 7 * 24 * 3600_000;

/**
 * The first moment from `from` on (to the 5 minutes) inside the hours and accepted by `also` (the
 * callee's lawful window), within a week; null when the two never meet.
 */
export function firstOpenMoment(hours: TTransferHours, from: Date, also: (at: Date) => boolean = () => true) {
  const start = Math.ceil(from.getTime() / STEP_MS) * STEP_MS;
  for (let t = start; t < start + WEEK_MS; t += STEP_MS) {
    const at = new Date(t);
    if (withinHours(hours, at) && also(at)) return at;
  }
  return null;
}
