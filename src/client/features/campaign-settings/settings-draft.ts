import type { TCampaignProfile } from '@common/campaign-settings/schemas';

/**
 * The form's text fields: blank optional numbers and hours become null before the shared schema
 * checks them. The schedule is edited on the Dispatch tab and the website in "What your agent
 * knows": this form neither shows nor sends them.
 */
export interface SettingsDraft extends Omit<
  TCampaignProfile,
  'callerId' | 'transferNumber' | 'transferHours' | 'schedule' | 'website' | 'availability'
> {
  callerId: string;
  transferNumber: string;
  transferStart: string;
  transferEnd: string;
  transferTimeZone: string;
  /** When the business takes meetings: all three blank means the default (weekdays 09:00–17:00). */
  meetingStart: string;
  meetingEnd: string;
  meetingTimeZone: string;
  meetingDays: number[];
}

export const toDraft = ({
  schedule: _schedule,
  website: _website,
  availability,
  ...s
}: TCampaignProfile): SettingsDraft => ({
  ...s,
  meetingStart: availability?.start ?? '',
  meetingEnd: availability?.end ?? '',
  meetingTimeZone: availability?.timeZone ?? '',
  meetingDays: availability?.days ?? [1, 2, 3, 4, 5],
  callerId: s.callerId ?? '',
  transferNumber: s.transferNumber ?? '',
  transferStart: s.transferHours?.start ?? '',
  transferEnd: s.transferHours?.end ?? '',
  transferTimeZone: s.transferHours?.timeZone ?? '',
});

export function fromDraft(d: SettingsDraft): Record<string, unknown> {
  const {
    transferStart,
    transferEnd,
    transferTimeZone,
    meetingStart,
    meetingEnd,
    meetingTimeZone,
    meetingDays,
    ...rest
  } = d;
  const anyHours = [transferStart, transferEnd, transferTimeZone].some((v) => v.trim());
  const anyMeeting = [meetingStart, meetingEnd, meetingTimeZone].some((v) => v.trim());
  return {
    ...rest,
    availability: anyMeeting
      ? { days: meetingDays, start: meetingStart, end: meetingEnd, timeZone: meetingTimeZone.trim() }
      : null,
    callerId: d.callerId.trim() || null,
    transferNumber: d.transferNumber.trim() || null,
    transferHours: anyHours ? { start: transferStart, end: transferEnd, timeZone: transferTimeZone } : null,
  };
}
