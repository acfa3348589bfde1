import { DEFAULT_SCHEDULE, ZCampaignSchedule, type TCampaignSchedule } from '@common/campaign-settings/schedule';

/** The schedule form's fields as typed: the start in the browser's local time, the pace as text. */
export interface ScheduleDraft {
  /** `datetime-local` value (YYYY-MM-DDTHH:MM, this browser's time zone); blank: start at once. */
  startLocal: string;
  days: number[];
  start: string;
  end: string;
  /** Blank: no pace. */
  callsPerDay: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in this browser's time zone. */
export const toLocalInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

export function toScheduleDraft(s: TCampaignSchedule | null): ScheduleDraft {
  const v = s ?? DEFAULT_SCHEDULE;
  return {
    startLocal: v.startAt ? toLocalInput(new Date(v.startAt)) : '',
    days: [...v.days],
    start: v.start,
    end: v.end,
    callsPerDay: v.callsPerDay === null ? '' : String(v.callsPerDay),
  };
}

/** The draft checked by the shared schema: the schedule to save, or the messages to show. */
export function fromScheduleDraft(
  d: ScheduleDraft,
): { ok: true; schedule: TCampaignSchedule } | { ok: false; error: string } {
  const start = d.startLocal.trim() ? new Date(d.startLocal) : null;
  if (start && Number.isNaN(start.getTime())) return { ok: false, error: 'Start must be a date and time' };
  const pace = d.callsPerDay.trim();
  if (pace && !/^\d+$/.test(pace)) return { ok: false, error: 'Calls per day must be a whole number' };
  const parsed = ZCampaignSchedule.safeParse({
    startAt: start ? start.toISOString() : null,
    days: [...d.days].sort((a, b) => a - b),
    start: d.start,
    end: d.end,
    callsPerDay: pace ? Number(pace) : null,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => i.message).join('; ') };
  return { ok: true, schedule: parsed.data };
}
