import { apiRequest } from '@client/lib/api';
import type { TLeadBookSlotRequest, TLeadBookSlotResponse } from '@common/dev-queue/lead-booking-page';

export const leadBookingKey = (token: string) => [`/api/book/${encodeURIComponent(token)}`] as const;

export const bookLeadSlot = (token: string, body: TLeadBookSlotRequest) =>
  apiRequest<TLeadBookSlotResponse>('POST', `/api/book/${encodeURIComponent(token)}`, body);
