import { AppError } from '@common/errors';
import {
  BOOKING_SLOT_TAKEN_MESSAGE,
  type TCreateBookingRequest,
  type TCreateBookingResponse,
} from '@common/booking/schemas';
import { DEPOSIT_LABEL } from '@common/pricing/tiers';
import type { AppContext } from '../../context';
import { getDepositStatus } from '../payments/get-deposit-status';
import { claimConfirmationMail, insertConsultation, releaseConfirmationMail } from './booking.repo';
import { sendMailOnce } from '../mail/send-mail-once';
import { consultationMail } from './consultation-mail';
import { toBookingSummary } from './to-summary';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

/**
 * POST /api/booking: a consultation in the built-in scheduler, for a visitor whose deposit the
 * server has verified. The slot must be one we currently offer; a slot taken meanwhile is a 409.
 * The confirmation is mailed to the visitor once the booking is committed.
 */
export async function createBooking(
  ctx: AppContext,
  visitorId: string,
  input: TCreateBookingRequest,
): Promise<TCreateBookingResponse> {
  const scheduling = ctx.providers.scheduling;
  // An embedded calendar takes its bookings itself; only the built-in scheduler's slots are ours.
  if (scheduling.embedUrl)
    throw new AppError('BAD_REQUEST', 'Consultations are booked in the embedded calendar on the pricing page.');

  const deposit = await getDepositStatus(ctx, visitorId);
  if (!deposit.verified || !deposit.paymentRowId)
    throw new AppError('FORBIDDEN', `Please pay the ${DEPOSIT_LABEL} deposit to book a consultation.`);

  const wanted = new Date(input.slotStart).getTime();
  const slot = scheduling.listSlots(ctx.clock.now()).find((s) => s.start.getTime() === wanted);
  if (!slot) throw new AppError('BAD_REQUEST', 'That time is not available. Please choose another slot.');

  // The booking and its `booking.created` outbox row commit together (the outbox insert takes the
  // transaction): a crash between them can neither lose the event nor send one for no booking.
  const result = await ctx.db.transaction(async (tx) => {
    const made = await insertConsultation(tx, {
      paymentRowId: deposit.paymentRowId!,
      slotStart: slot.start,
      slotEnd: slot.end,
      name: input.name.trim(),
      email: input.email.trim(),
      notes: (input.notes ?? '').trim(),
    });
    if (made.kind === 'created')
      await emitWebhookEvent(
        tx,
        'booking.created',
        {
          bookingId: made.booking.id,
          leadId: null,
          campaignId: null,
          status: made.booking.status,
          provider: 'builtin',
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          bookingUrl: null,
          eventUri: null,
          name: made.booking.name,
          email: made.booking.email,
        },
        { key: `booking.created:${made.booking.id}` },
      );
    return made;
  });
  if (result.kind === 'slot_taken') throw new AppError('CONFLICT', BOOKING_SLOT_TAKEN_MESSAGE);
  if (result.kind === 'already_booked') {
    throw new AppError('CONFLICT', 'You have already booked a consultation with this deposit.', {
      booking: toBookingSummary(result.booking),
    });
  }
  const booking = result.booking;
  const sent = await sendMailOnce(
    ctx,
    consultationMail(booking, { start: slot.start, timeZone: scheduling.timeZone }),
    {
      take: () => claimConfirmationMail(ctx.db, booking.id),
      release: () => releaseConfirmationMail(ctx.db, booking.id),
    },
  );
  return { ...toBookingSummary(booking), confirmationSentTo: sent ? booking.email : null };
}
