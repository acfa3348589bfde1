import type { TCampaignSchedule } from '@common/campaign-settings/schedule';
import { campaignRules, scheduledStart } from '@common/dispatch/campaign-schedule';
import type { CallingRule } from '@common/dispatch/calling-rules';
import type { DbOrTx } from '../../db/tx';
import { readCampaignSchedule } from '../campaign-settings/read-campaign-schedule';
import { campaignCallsLast24h } from './dispatch.repo';

const DAY_MS = 24 * 60 * 60_000;

/** What a campaign's schedule means for the dial decision: its rules, start and pace. */
export interface DialPlan {
  schedule: TCampaignSchedule | null;
  /** The lawful rules narrowed by the schedule's days and hours. */
  rules: readonly CallingRule[];
  notBefore: Date | null;
  callsPerDay: number | null;
}

/** A test run rings no phone: it follows the law's hours only, so a campaign can be tried before its start. */
export async function dialPlan(db: DbOrTx, campaignId: string, testMode = false): Promise<DialPlan> {
  const schedule = testMode ? null : await readCampaignSchedule(db, campaignId);
  return {
    schedule,
    rules: campaignRules(schedule),
    notBefore: scheduledStart(schedule),
    callsPerDay: schedule?.callsPerDay ?? null,
  };
}

/**
 * The pace's room at `at`: how many more live calls the campaign may place within 24 hours, and
 * when the next slot frees once they are placed (a day after the oldest call of the window, or a
 * day from now when there is none yet). Unpaced: unlimited.
 */
export async function paceRoom(
  db: DbOrTx,
  campaignId: string,
  plan: DialPlan,
  at: Date,
): Promise<{ room: number; used: number; freeAt: Date }> {
  if (plan.callsPerDay === null) return { room: Infinity, used: 0, freeAt: at };
  const { n, firstAt } = await campaignCallsLast24h(db, campaignId, at);
  return {
    room: Math.max(0, plan.callsPerDay - n),
    used: n,
    freeAt: new Date((firstAt ?? at).getTime() + DAY_MS),
  };
}
