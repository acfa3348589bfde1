import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { markBooked } from '../outreach-state/outreach-state';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { bookLeadSlotRow, findLead, type SlotBookingResult } from './dev-queue.repo';

/**
 * A meeting the callee agreed to during a call, at a slot of the built-in scheduler: the lead's
 * one booking, confirmed, the lead marked scheduled and `booking.created` sent, in one
 * transaction. A slot taken meanwhile or a lead already booked changes nothing.
 */
export async function bookLeadSlot(
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
      { key: `booking.created:${b.id}` },
    );
    return made;
  });
}
