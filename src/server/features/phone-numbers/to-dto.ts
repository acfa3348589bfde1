import type { TPhoneNumber } from '@common/phone-numbers/schemas';
import type { PhoneNumberRow } from './phone-numbers.repo';

export const toPhoneNumber = (r: PhoneNumberRow, campaignName: string | null): TPhoneNumber => ({
  id: r.id,
  phoneNumber: r.phoneNumber,
  campaignId: r.campaignId,
  campaignName: r.campaignId ? campaignName : null,
  source: r.source as TPhoneNumber['source'],
  provider: r.provider,
  mode: r.provider === 'sandbox' ? 'sandbox' : 'live',
  hours: r.hours ?? null,
  afterHours: r.afterHours as TPhoneNumber['afterHours'],
  createdAt: r.createdAt.toISOString(),
});
