import type { TTransferHours } from '@common/campaign-settings/schemas';
import { withinHours } from '@common/phone-numbers/opening-hours';
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
export const withinTransferHours = (hours: TTransferHours | null, now: Date) => withinHours(hours, now);
