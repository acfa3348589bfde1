import { minutesOf, describeDays, type TCampaignSchedule } from '@common/campaign-settings/schedule';
import { CALLING_RULES, type CallingRule } from './calling-rules';

// A campaign's schedule joins the lawful rules as one more rule that covers every callee: the
// decision (classify-lead.ts) already intersects the rules that apply, so the campaign's days and
// hours can only narrow the legal window, never widen it, and the preview, the claim and a
// retry's next attempt all read the same window.

const cache = new Map<string, readonly CallingRule[]>();

/**
 * The rules a campaign's calls follow: the lawful ones, plus its schedule's days and hours. The
 * same schedule gives the same array (classify-lead keeps per-place work keyed on it).
 */
export function campaignRules(
  schedule: TCampaignSchedule | null | undefined,
  rules: readonly CallingRule[] = CALLING_RULES,
): readonly CallingRule[] {
  if (!schedule) return rules;
  const key = `${schedule.days.join()}|${schedule.start}|${schedule.end}`;
  let hit = cache.get(key);
  if (hit && rules === CALLING_RULES) return hit;
  const days = [...schedule.days].sort((a, b) => a - b);
  const own: CallingRule = {
    id: 'campaign-schedule',
    appliesTo: 'US', // every callee: the US rule applies to callees anywhere (calling-rules.ts rulesFor)
    window: {
      startMinute: minutesOf(schedule.start),
      endMinute: minutesOf(schedule.end),
      ...(days.length < 7 ? { days } : {}),
    },
    maxCallsPer24h: null,
    label: `Campaign schedule ${schedule.start}–${schedule.end}, ${describeDays(days)}`,
    source: { citation: 'The campaign’s schedule', quote: '', url: '', primary: true },
  };
  hit = [...rules, own];
  if (rules === CALLING_RULES) {
    if (cache.size > 200) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}

/** The start moment as a Date, or null when the campaign may start at once. */
export const scheduledStart = (schedule: TCampaignSchedule | null | undefined): Date | null =>
  schedule?.startAt ? new Date(schedule.startAt) : null;
