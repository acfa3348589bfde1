import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { markBooked } from '../outreach-state/outreach-state';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { sendMailOnce } from '../mail/send-mail-once';
import {
  bookLeadSlotRow,
  claimLeadBookingMail,
  findLead,
  releaseLeadBookingMail,
  type BookingRow,
  type SlotBookingResult,
} from './dev-queue.repo';
import { meetingConfirmationMail } from './lead-booking-mail';
import { meetingZones } from './meeting-zones';

/**
 * A meeting at a slot of the built-in scheduler, agreed during a call or picked on the lead's
 * booking page: the lead's one booking, confirmed, the lead marked scheduled and
 * `booking.created` sent, in one transaction; then the confirmation mailed to the lead (once).
 * A slot taken meanwhile or a lead already booked changes nothing.
 */
export async function bookLeadSlot(
  ctx: AppContext,
  input: { leadId: string; slotStart: Date; slotEnd: Date; notes: string },
): Promise<SlotBookingResult & { confirmationSentTo: string | null }> {
  const made = await bookInTransaction(ctx, input);
  if (made.kind === 'slot_taken') return { ...made, confirmationSentTo: null };
  return { ...made, confirmationSentTo: await mailConfirmation(ctx, made.booking) };
}

/** The address the meeting's confirmation went to (now or earlier), or null when none was sent. */
async function mailConfirmation(ctx: AppContext, b: BookingRow): Promise<string | null> {
  if (!b.email || !b.slotStart || !b.slotEnd) return null;
  if (b.confirmationMailedAt) return b.email;
  const lead = b.leadId ? await findLead(ctx.db, b.leadId) : null;
  const zones = lead
    ? await meetingZones(ctx, lead)
    : { callee: ctx.providers.scheduling.timeZone, business: ctx.providers.scheduling.timeZone };
  const mail = meetingConfirmationMail(b, {
    start: b.slotStart,
    end: b.slotEnd,
    timeZone: zones.business,
    calleeTimeZone: zones.callee,
  });
  const sent = await sendMailOnce(ctx, mail, {
    take: () => claimLeadBookingMail(ctx.db, b.id, 'confirmation'),
    release: () => releaseLeadBookingMail(ctx.db, b.id, 'confirmation'),
  });
  return sent ? b.email : null;
}

async function bookInTransaction(
  ctx: AppContext,
  input: { leadId: string; slotStart: Date; slotEnd: Date; notes: string },
): Promise<SlotBookingResult> {
  const lead = await findLead(ctx.db, input.leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.companyName;
  return ctx.db.transaction(async (tx) => {
    const made = await bookLeadSlotRow(tx, { ...input, name, email: lead.email });
    if (made.kind !== 'booked') return made;
    await markBooked(tx, input.leadId);
    const b = made.booking;
    await emitWebhookEvent(
      tx,
      'booking.created',
      {
        bookingId: b.id,
        leadId: input.leadId,
        campaignId: lead.campaignId,
        status: b.status,
        provider: b.provider,
        start: input.slotStart.toISOString(),
        end: input.slotEnd.toISOString(),
        bookingUrl: null,
        eventUri: null,
        name: b.name,
        email: b.email,
      },
      // Per meeting, not per row: the lead's link already emitted `booking.created:<id>`, and the
      // meeting picked from that link is news of its own.
      { key: `booking.created:${b.id}:${input.slotStart.toISOString()}` },
    );
    return made;
  });
}
