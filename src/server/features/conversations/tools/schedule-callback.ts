import { campaignRules } from '@common/dispatch/campaign-schedule';
import { CALLING_RULES } from '@common/dispatch/calling-rules';
import { lawfulWindow } from '@common/dispatch/lawful-window';
import { firstOpenMoment } from '@common/phone-numbers/opening-hours';
import { localMinutes, zonesWindow, type Window } from '@common/dispatch/zone-window';
import { readCampaignSchedule } from '../../campaign-settings/read-campaign-schedule';
import type { ToolContext } from '../agent';
import { calleeOf } from './callee';
import { callLeadBackAt } from './live-effects';
import { slotLabel } from './slot-label';
import { spokenTime } from './spoken-time';

const ASK_AGAIN = "Sorry, I didn't catch when. What day and time should we call you back?";

/**
 * "Call me back tomorrow at 3pm": the asked time read on the callee's clock (spoken-time.ts). A
 * time inside the callee's window (the lawful rules the dispatch applies, narrowed by the
 * campaign's schedule) is kept exactly; one outside moves to the nearest moment inside, and the
 * result says why and when in the callee's time. A time that can't be read is asked again.
 * Chat and test conversations only record the plan; a live one's lead gets its next attempt.
 */
export async function scheduleCallback(
  t: ToolContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const now = t.ctx.clock.now();
  const test = t.mode !== 'live' ? { test: true } : {};
  const callee = await calleeOf(t.ctx, t.conversation, t.ctx.providers.scheduling.timeZone);
  const zone = callee.zone;
  const when = typeof input.when === 'string' ? input.when.slice(0, 200) : '';
  const asked = spokenTime(when, now, zone);
  if (!asked) return { scheduled: false, reason: 'unreadable_time', timeZone: zone, say: ASK_AGAIN, ...test };

  const schedule = t.conversation.campaignId ? await readCampaignSchedule(t.ctx.db, t.conversation.campaignId) : null;
  const law = lawfulWindow(callee.place);
  const window = lawfulWindow(callee.place, campaignRules(schedule, CALLING_RULES));
  const lawful = zonesWindow(asked.at, callee.place.zones, law).open;
  const nearest = nearestOpen(asked.at, now, callee.place.zones, zone, window);
  // After hours the callback also falls inside the number's hours: when someone is there.
  const closed = t.conversation.afterHours;
  const at =
    nearest && closed
      ? firstOpenMoment(closed.hours, nearest, (x) => zonesWindow(x, callee.place.zones, window).open)
      : nearest;
  if (!at) return { scheduled: false, reason: 'no_calling_window', timeZone: zone, ...test };

  const moved = at.getTime() !== asked.at.getTime();
  const why = !moved
    ? null
    : nearest && at.getTime() !== nearest.getTime()
      ? 'outside_business_hours'
      : lawful
        ? 'outside_campaign_hours'
        : 'outside_calling_hours';
  const label = slotLabel(at, zone);
  const hours = describeWindow(lawful ? window : law);
  const say = !moved
    ? `No problem, I'll call you back ${label}.`
    : why === 'outside_business_hours'
      ? `We're closed then (we answer ${closed!.hours.start}–${closed!.hours.end} ${closed!.hours.timeZone}), so I'll call you back ${label}.`
      : why === 'outside_calling_hours'
        ? `${slotLabel(asked.at, zone)} is outside the hours we may call you (${hours} your time), so I'll call you back ${label} instead.`
        : `${slotLabel(asked.at, zone)} is outside our calling hours (${hours} your time), so I'll call you back ${label} instead.`;
  const live =
    t.mode === 'live' && t.conversation.leadId ? await callLeadBackAt(t.ctx, t.conversation.leadId, at) : null;
  return {
    scheduled: true,
    asked: asked.at.toISOString(),
    at: at.toISOString(),
    label,
    moved,
    ...(why === 'outside_business_hours' && closed
      ? { reason: why, window: `${closed.hours.start}–${closed.hours.end} ${closed.hours.timeZone}` }
      : why
        ? { reason: why, window: `${hours} ${zone}` }
        : {}),
    ...(asked.hourSaid ? {} : { hourAssumed: true }),
    timeZone: zone,
    say,
    ...test,
    ...(live ? { leadUpdated: live.set } : {}),
  };
}

/**
 * `asked` when the window is open then; else the closer of the window's next opening and, for a
 * time after the day's close, the last half hour before it (when that is still to come).
 */
function nearestOpen(asked: Date, now: Date, zones: string[], zone: string, w: Window): Date | null {
  const next = zonesWindow(asked, zones, w);
  if (next.open) return asked;
  const after = next.opensAt;
  const minute = localMinutes(asked, zone);
  let before: Date | null = null;
  if (minute >= w.endMinute) {
    const b = new Date(asked.getTime() - (minute - w.endMinute + 30) * 60_000);
    b.setUTCSeconds(0, 0);
    if (b > now && zonesWindow(b, zones, w).open) before = b;
  }
  if (!before) return after;
  if (!after) return before;
  return asked.getTime() - before.getTime() <= after.getTime() - asked.getTime() ? before : after;
}

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clock = (m: number) => {
  const h = Math.floor(m / 60) % 24;
  const mm = m % 60 ? `:${String(m % 60).padStart(2, '0')}` : '';
  return `${h % 12 || 12}${mm} ${h < 12 ? 'AM' : 'PM'}`;
};
/** "8 AM–9 PM", with the days and holidays when the rules name them. */
function describeWindow(w: Window): string {
  const days = w.days && w.days.length < 7 ? `, ${w.days.map((d) => DAY[d]).join(' ')}` : '';
  const holidays = w.holidays?.length ? ', not on legal holidays' : '';
  return `${clock(w.startMinute)}–${clock(w.endMinute)}${days}${holidays}`;
}
