import { AppError } from '@common/errors';
import { LEAD_BOOKING_MSG, type TLeadBookingPage, type TLeadMeeting } from '@common/dev-queue/lead-booking-page';
import type { AppContext } from '../../context';
import { listOpenSlots } from '../booking/list-open-slots';
import { findBookingByToken, type BookingRow } from './dev-queue.repo';

const LINK_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** The lead booking behind a page token, or the page's "not valid" answer (unknown, or not ours to book). */
export async function bookingForToken(ctx: AppContext, token: string) {
  // Tokens are base64url; anything else (a NUL byte, which a text column refuses) is simply unknown.
  const found = LINK_TOKEN.test(token) ? await findBookingByToken(ctx.db, token) : null;
  if (!found || found.booking.provider !== 'builtin' || found.booking.status === 'canceled')
    throw new AppError('NOT_FOUND', LEAD_BOOKING_MSG.unknownLink);
  return found;
}

export function toLeadMeeting(b: BookingRow): TLeadMeeting | null {
  if (b.status !== 'confirmed' || !b.slotStart || !b.slotEnd) return null;
  return {
    slotStart: b.slotStart.toISOString(),
    slotEnd: b.slotEnd.toISOString(),
    confirmationSentTo: b.confirmationMailedAt ? b.email : null,
  };
}

/** GET /api/book/{token}: who the page is for, the free slots, or the meeting once booked. */
export async function getLeadBookingPage(ctx: AppContext, token: string): Promise<TLeadBookingPage> {
  const { booking, lead } = await bookingForToken(ctx, token);
  const meeting = toLeadMeeting(booking);
  const slots = meeting ? [] : await listOpenSlots(ctx);
  return {
    name: booking.name,
    companyName: lead.companyName,
    timeZone: ctx.providers.scheduling.timeZone,
    slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    meeting,
  };
}
