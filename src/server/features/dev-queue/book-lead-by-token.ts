import { AppError } from '@common/errors';
import { BOOKING_SLOT_TAKEN_MESSAGE } from '@common/booking/schemas';
import {
  LEAD_BOOKING_MSG,
  type TLeadBookSlotRequest,
  type TLeadBookSlotResponse,
} from '@common/dev-queue/lead-booking-page';
import type { AppContext } from '../../context';
import { meetingGrid } from '../booking/list-open-slots';
import { bookLeadSlot } from './book-lead-slot';
import { bookingForToken, leadParties, toLeadMeeting } from './get-lead-booking-page';

/**
 * POST /api/book/{token}: the lead picks a slot on its own page, with no deposit (it was called
 * and qualified). A second booking answers the first meeting; a slot taken meanwhile is a 409.
 */
export async function bookLeadByToken(
  ctx: AppContext,
  token: string,
  input: TLeadBookSlotRequest,
): Promise<TLeadBookSlotResponse> {
  const { booking, lead } = await bookingForToken(ctx, token);
  const earlier = toLeadMeeting(booking);
  if (earlier) return { ...earlier, created: false };

  const wanted = new Date(input.slotStart).getTime();
  const slot = meetingGrid(ctx, await leadParties(ctx, lead)).find((s) => s.start.getTime() === wanted);
  if (!slot) throw new AppError('BAD_REQUEST', LEAD_BOOKING_MSG.notOffered);

  const made = await bookLeadSlot(ctx, {
    leadId: lead.id,
    slotStart: slot.start,
    slotEnd: slot.end,
    notes: 'Booked on the lead booking page',
  });
  if (made.kind === 'slot_taken') throw new AppError('CONFLICT', BOOKING_SLOT_TAKEN_MESSAGE);
  const meeting = toLeadMeeting(made.booking)!;
  return { ...meeting, confirmationSentTo: made.confirmationSentTo, created: made.kind === 'booked' };
}
