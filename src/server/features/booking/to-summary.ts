import type { TBookingSummary } from '@common/booking/schemas';
import type { BookingRow } from './booking.repo';

/** The booking as the browser sees it (rows never leave the server as they are). */
export function toBookingSummary(row: BookingRow): TBookingSummary {
  return {
    id: row.id,
    slotStart: row.slotStart?.toISOString() ?? '',
    slotEnd: row.slotEnd?.toISOString() ?? '',
    name: row.name,
    email: row.email,
    confirmationSentTo: row.confirmationMailedAt ? row.email : null,
  };
}
