import type { TCampaignProfile } from '@common/campaign-settings/schemas';

/**
 * The form's text fields: blank optional numbers and hours become null before the shared schema
 * checks them. The schedule is edited on the Dispatch tab and the website in "What your agent
 * knows": this form neither shows nor sends them.
 */
export interface SettingsDraft extends Omit<
  TCampaignProfile,
  'callerId' | 'transferNumber' | 'transferHours' | 'schedule' | 'website'
> {
  callerId: string;
  transferNumber: string;
  transferStart: string;
  transferEnd: string;
  transferTimeZone: string;
}

export const toDraft = ({ schedule: _schedule, website: _website, ...s }: TCampaignProfile): SettingsDraft => ({
  ...s,
  callerId: s.callerId ?? '',
  transferNumber: s.transferNumber ?? '',
  transferStart: s.transferHours?.start ?? '',
  transferEnd: s.transferHours?.end ?? '',
  transferTimeZone: s.transferHours?.timeZone ?? '',
});

export function fromDraft(d: SettingsDraft): Record<string, unknown> {
  const { transferStart, transferEnd, transferTimeZone, ...rest } = d;
  const anyHours = [transferStart, transferEnd, transferTimeZone].some((v) => v.trim());
  return {
    ...rest,
    callerId: d.callerId.trim() || null,
    transferNumber: d.transferNumber.trim() || null,
    transferHours: anyHours ? { start: transferStart, end: transferEnd, timeZone: transferTimeZone } : null,
  };
}
