import { randomBytes } from 'node:crypto';
import { AppError } from '@common/errors';
import type { TLeadCreateBookingResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { markBooked } from '../outreach-state/outreach-state';
import {
  claimLeadBookingMail,
  findLead,
  findLeadBooking,
  insertLeadBooking,
  qualifiedLeads,
  releaseLeadBookingMail,
  type BookingRow,
} from './dev-queue.repo';
import { readFinishedCalls } from '../outcomes/read-finished-calls';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { sendMailOnce } from '../mail/send-mail-once';
import { bookingLinkMail } from './lead-booking-mail';

export const NOT_QUALIFIED_MESSAGE =
  'This lead has no qualifying call yet: only leads from the developer queue can be booked.';

/**
 * POST /api/admin/leads/{id}/create-booking: the lead's booking link (a Calendly single-use link
 * when keyed, else the lead's own deposit-free page on our scheduler), mailed to the lead when it
 * has an address. One per lead: a second click answers the first link (and mails it only if no
 * mail went out yet), and creating it marks the lead scheduled.
 */
export async function createLeadBooking(ctx: AppContext, leadId: string): Promise<TLeadCreateBookingResponse> {
  const existing = await findLeadBooking(ctx.db, leadId);
  if (existing?.externalUrl) return answer(ctx, existing, false, existing.externalUrl);

  const lead = await findLead(ctx.db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  await readFinishedCalls(ctx, lead.campaignId);
  const { rows } = await qualifiedLeads(ctx.db, { leadId }, 1);
  if (!rows.length) throw new AppError('CONFLICT', NOT_QUALIFIED_MESSAGE);

  const scheduling = ctx.providers.scheduling;
  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.companyName;
  const token = randomBytes(24).toString('base64url');
  // The provider call happens before the insert: a failed request (e.g. to Calendly) stores nothing.
  const url = await scheduling.bookingLinkFor({ name, email: lead.email, leadId, token });
  const { booking, created } = await ctx.db.transaction(async (tx) => {
    const made = await insertLeadBooking(tx, {
      leadId,
      provider: scheduling.adapter,
      url,
      name,
      email: lead.email,
      leadToken: scheduling.adapter === 'builtin' ? token : null,
    });
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
  return answer(ctx, booking, created, url);
}

/** Mails the link once (when the lead has an address and the meeting is not booked yet) and says where it went. */
async function answer(
  ctx: AppContext,
  b: BookingRow,
  created: boolean,
  link: string,
): Promise<TLeadCreateBookingResponse> {
  const url = b.externalUrl ?? link;
  let mailed = b.linkMailedAt !== null;
  if (!mailed && b.email && b.status === 'link-sent')
    mailed = await sendMailOnce(ctx, bookingLinkMail(b, url), {
      take: () => claimLeadBookingMail(ctx.db, b.id, 'link'),
      release: () => releaseLeadBookingMail(ctx.db, b.id, 'link'),
    });
  return { bookingUrl: url, created, provider: b.provider, mailedTo: mailed ? b.email : null };
}
