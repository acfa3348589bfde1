import type { AppContext } from '../../context';
import { findLeadBooking } from './dev-queue.repo';

/** The lead's booked meeting (one per lead), when it has a confirmed one with a time. */
export async function leadMeeting(ctx: AppContext, leadId: string): Promise<{ start: Date } | null> {
  const b = await findLeadBooking(ctx.db, leadId);
  return b && b.status === 'confirmed' && b.slotStart ? { start: b.slotStart } : null;
}
