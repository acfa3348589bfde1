import type { AppContext } from '../../../context';
import { bookLeadSlot } from '../../dev-queue/book-lead-slot';
import { addToDoNotCall } from '../../dispatch/do-not-call';

// What tools change in a live conversation, each through the feature that owns it. Kept in one
// small file so the owners can be re-pointed (the outreach core's events) without touching tools.

export async function bookMeetingForLead(
  ctx: AppContext,
  leadId: string,
  slot: { start: Date; end: Date },
  notes: string,
): Promise<'booked' | 'slot_taken' | 'already_booked'> {
  const made = await bookLeadSlot(ctx, { leadId, slotStart: slot.start, slotEnd: slot.end, notes });
  return made.kind;
}

export async function optOutNumber(ctx: AppContext, phone: string): Promise<{ added: boolean }> {
  const r = await addToDoNotCall(ctx, phone, 'Asked on a call not to be called again');
  return { added: r.added };
}
