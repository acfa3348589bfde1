import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { markBooked } from '../outreach-state/outreach-state';
import { confirmLeadBooking, leadIdByBookingEmail } from './dev-queue.repo';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

/**
 * POST /api/webhooks/calendly: a verified `invitee.created` records the meeting on the lead's
 * booking (found by the lead id our links carry as utm_content, else by the invitee's email).
 * Anything unsigned, forged or stale is a 401 and changes nothing; other events are acknowledged.
 */
export async function handleCalendlyWebhook(
  ctx: AppContext,
  rawBody: Buffer | undefined,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: boolean; recorded: boolean }> {
  const scheduling = ctx.providers.scheduling;
  const event = rawBody && scheduling.verifyWebhook ? scheduling.verifyWebhook(rawBody, headers) : null;
  if (!event) throw new AppError('UNAUTHENTICATED', 'Invalid Calendly webhook signature');
  if (event.event !== 'invitee.created') return { received: true, recorded: false };
  const leadId = event.leadId ?? (event.email ? await leadIdByBookingEmail(ctx.db, event.email) : null);
  if (!leadId) return { received: true, recorded: false };
  const recorded = await ctx.db.transaction(async (tx) => {
    const confirmed = await confirmLeadBooking(tx, leadId, { start: event.start, end: event.end, url: event.eventUri });
    if (confirmed) {
      await markBooked(tx, leadId);
      await emitWebhookEvent(
        tx,
        'booking.created',
        {
          leadId,
          status: 'confirmed',
          provider: 'calendly',
          start: event.start?.toISOString() ?? null,
          end: event.end?.toISOString() ?? null,
          eventUri: event.eventUri,
        },
        { key: `booking.created:calendly:${leadId}:${event.eventUri ?? event.start?.toISOString()}` },
      );
    }
    return confirmed;
  });
  return { received: true, recorded };
}
