import type { TTransferHours } from '@common/campaign-settings/schemas';
import type { AppContext } from '../../context';
import { findProfile } from './campaign-profile.repo';

export interface TransferRule {
  number: string;
  hours: TTransferHours | null;
}

/** Where a campaign's callers are put through to a person, or null when it names no number. */
export async function readTransfer(ctx: AppContext, campaignId: string): Promise<TransferRule | null> {
  const profile = await findProfile(ctx.db, campaignId);
  return profile?.transferNumber ? { number: profile.transferNumber, hours: profile.transferHours } : null;
}

/** Whether `now` falls inside the hours, read on the hours' own clock (no hours: always). */
export function withinTransferHours(hours: TTransferHours | null, now: Date): boolean {
  if (!hours) return true;
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return hhmm >= hours.start && hhmm < hours.end;
}
