import { AppError } from '@common/errors';
import { LEAD_BOOKING_MSG, type TLeadBookingPage, type TLeadMeeting } from '@common/dev-queue/lead-booking-page';
import type { AppContext } from '../../context';
import { listOpenSlots, type MeetingParties } from '../booking/list-open-slots';
import { readAvailability } from '../campaign-settings/read-availability';
import { resolveCalleePlace } from '../dispatch/callee-place';
import { findBookingByToken, type BookingRow, type LeadRow } from './dev-queue.repo';
import { meetingZones } from './meeting-zones';

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

/**
 * The slots a lead may book: its campaign's meeting hours in the business's zone, each inside the
 * lead's lawful calling window (its place as the dispatch resolves it), from now on.
 */
export async function leadParties(ctx: AppContext, lead: LeadRow): Promise<MeetingParties> {
  const availability = await readAvailability(ctx, lead.campaignId);
  const place = resolveCalleePlace(lead);
  return { availability, callee: place.zones.length ? place : { ...place, zones: [availability.timeZone] } };
}

/** GET /api/book/{token}: who the page is for, the free slots, or the meeting once booked. */
export async function getLeadBookingPage(ctx: AppContext, token: string): Promise<TLeadBookingPage> {
  const { booking, lead } = await bookingForToken(ctx, token);
  const meeting = toLeadMeeting(booking);
  const slots = meeting ? [] : await listOpenSlots(ctx, await leadParties(ctx, lead));
  const zones = await meetingZones(ctx, lead);
  return {
    name: booking.name,
    companyName: lead.companyName,
    timeZone: zones.callee,
    businessTimeZone: zones.business,
    slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    meeting,
  };
}
