import type { AppContext } from '../../../context';
import { bookLeadSlot } from '../../dev-queue/book-lead-slot';
import { optOut } from '../../outreach-state/opt-out-policy';
import { scheduleLeadCallback } from '../../outreach-state/outreach-state';

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
  // The one opt-out rule, as every other path that hears "stop calling me" uses it.
  return { added: await optOut(ctx.db, phone, 'conversation') };
}

/** The lead's next attempt at the callback's (already lawful) time, through the outreach core's owner. */
export async function callLeadBackAt(ctx: AppContext, leadId: string, at: Date): Promise<{ set: boolean }> {
  return { set: await scheduleLeadCallback(ctx.db, leadId, at) };
}
