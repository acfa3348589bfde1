import { QUALIFYING_DISPOSITIONS } from '@common/outcomes/schemas';
import type { TLeadQualifiedData } from '@common/webhooks/events';
import type { AppContext } from '../../context';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

/**
 * The call.finished handler of the Dev Queue: a call read as "interested" or "meeting booked" makes
 * its lead a Dev Queue lead (the queue lists them from their readings) and announces it with
 * `lead.qualified`.
 * Keyed by the call: a redelivered event sends nothing twice.
 */
export async function qualifyCalledLead(
  ctx: AppContext,
  reading: Omit<TLeadQualifiedData, 'judgedBy'> & { reader: string },
): Promise<boolean> {
  if (!QUALIFYING_DISPOSITIONS.includes(reading.disposition.toLowerCase())) return false;
  const { reader, ...rest } = reading;
  const id = await emitWebhookEvent(
    ctx.db,
    'lead.qualified',
    { ...rest, judgedBy: reader },
    { key: `lead.qualified:${reading.callId}` },
  );
  return id !== null;
}
