import { AppError } from '@common/errors';
import type { TLeadCreateBookingResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { markBooked } from '../outreach-state/outreach-state';
import { findLead, findLeadBooking, insertLeadBooking, qualifiedLeads } from './dev-queue.repo';
import { readFinishedCalls } from '../outcomes/read-finished-calls';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

export const NOT_QUALIFIED_MESSAGE =
  'This lead has no qualifying call yet: only leads from the developer queue can be booked.';

/**
 * POST /api/admin/leads/{id}/create-booking: the lead's booking link (a Calendly single-use link
 * when keyed, else our scheduler's page prefilled with the lead). One per lead: a second click
 * answers the first link, and creating it marks the lead scheduled.
 */
export async function createLeadBooking(ctx: AppContext, leadId: string): Promise<TLeadCreateBookingResponse> {
  const existing = await findLeadBooking(ctx.db, leadId);
  if (existing?.externalUrl)
    return {
      bookingUrl: existing.externalUrl,
      created: false,
      provider: existing.provider,
    };

  const lead = await findLead(ctx.db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  await readFinishedCalls(ctx, lead.campaignId);
  const { rows } = await qualifiedLeads(ctx.db, { leadId }, 1);
  if (!rows.length) throw new AppError('CONFLICT', NOT_QUALIFIED_MESSAGE);

  const scheduling = ctx.providers.scheduling;
  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.companyName;
  // The provider call happens before the insert: a failed request (e.g. to Calendly) stores nothing.
  const url = await scheduling.bookingLinkFor({ name, email: lead.email, leadId });
  const { booking, created } = await ctx.db.transaction(async (tx) => {
    const made = await insertLeadBooking(tx, { leadId, provider: scheduling.adapter, url, name, email: lead.email });
    await markBooked(tx, leadId);
    const b = made.booking;
    await emitWebhookEvent(
      tx,
      'booking.created',
      {
        bookingId: b.id,
        leadId,
        campaignId: lead.campaignId,
        status: b.status,
        provider: b.provider,
        start: null,
        end: null,
        bookingUrl: b.externalUrl,
        eventUri: null,
        name: b.name,
        email: b.email,
      },
      { key: `booking.created:${b.id}` },
    );
    return made;
  });
  return {
    bookingUrl: booking.externalUrl ?? url,
    created,
    provider: booking.provider,
  };
}
