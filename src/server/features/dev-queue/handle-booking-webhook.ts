import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { markBooked } from '../outreach-state/outreach-state';
import { confirmLeadBooking, findLead, leadIdByBookingEmail } from './dev-queue.repo';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { assertConfiguredAdapter } from '../../providers/named-adapter';

/**
 * POST /api/webhooks/scheduling/<adapter>: a verified "booked" event records the meeting on the
 * lead's booking (found by the lead id our links carry, else by the invitee's email). Anything
 * unsigned, forged or stale is a 401 and changes nothing; other events are acknowledged. `adapter`
 * is the adapter named in the URL; one that is not configured is refused unread.
 */
export async function handleBookingWebhook(
  ctx: AppContext,
  adapter: string,
  rawBody: Buffer | undefined,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: boolean; recorded: boolean }> {
  const scheduling = ctx.providers.scheduling;
  assertConfiguredAdapter('scheduling provider', scheduling.adapter, adapter);
  const event = rawBody && scheduling.readBookingWebhook ? scheduling.readBookingWebhook(rawBody, headers) : null;
  if (!event) throw new AppError('UNAUTHENTICATED', 'Invalid booking webhook signature');
  if (event.kind !== 'booked') return { received: true, recorded: false };
  const leadId = event.leadId ?? (event.email ? await leadIdByBookingEmail(ctx.db, event.email) : null);
  if (!leadId) return { received: true, recorded: false };
  const recorded = await ctx.db.transaction(async (tx) => {
    const confirmed = await confirmLeadBooking(tx, leadId, { start: event.start, end: event.end, url: event.eventRef });
    if (confirmed) {
      await markBooked(tx, leadId);
      await emitWebhookEvent(
        tx,
        'booking.created',
        {
          bookingId: confirmed.bookingId,
          leadId,
          campaignId: (await findLead(tx, leadId))?.campaignId ?? null,
          status: 'confirmed',
          provider: scheduling.adapter,
          start: event.start?.toISOString() ?? null,
          end: event.end?.toISOString() ?? null,
          bookingUrl: confirmed.bookingUrl,
          eventUri: event.eventRef ?? null,
          name: confirmed.name,
          email: confirmed.email,
        },
        { key: `booking.created:${scheduling.adapter}:${leadId}:${event.eventRef ?? event.start?.toISOString()}` },
      );
    }
    return Boolean(confirmed);
  });
  return { received: true, recorded };
}
