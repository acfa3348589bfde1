import type { ToolContext } from '../agent';
import { listOpenSlots } from '../../booking/list-open-slots';
import { bookMeetingForLead } from './live-effects';
import { slotLabel } from './slot-label';

const OFFERED = 3;

/**
 * Offers the scheduler's open slots in the callee's zone, or books the one asked for. At most one
 * meeting a conversation; a slot no longer open (taken meanwhile) is refused with others offered.
 * Only a live conversation with a lead books for real; chat and test ones record the booking.
 */
export async function bookMeeting(t: ToolContext, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const zone = t.conversation.calleeTimeZone ?? t.ctx.providers.scheduling.timeZone;
  const booked = t.earlier.find((c) => c.name === 'book_meeting' && c.result.booked === true);
  if (booked) return { booked: false, reason: 'already_booked', slot: booked.result.slot };

  const open = await listOpenSlots(t.ctx);
  const offer = (slots: typeof open) =>
    slots.slice(0, OFFERED).map((s) => ({ start: s.start.toISOString(), label: slotLabel(s.start, zone) }));
  if (!open.length) return { booked: false, reason: 'no_open_slots', offered: [] };

  const wanted = typeof input.slotStart === 'string' ? Date.parse(input.slotStart) : NaN;
  if (Number.isNaN(wanted)) return { booked: false, offered: offer(open), timeZone: zone };

  const slot = open.find((s) => s.start.getTime() === wanted);
  const others = () => offer(open.filter((s) => s.start.getTime() !== wanted));
  if (!slot) return { booked: false, reason: 'slot_taken', offered: others(), timeZone: zone };
  const view = { start: slot.start.toISOString(), end: slot.end.toISOString(), label: slotLabel(slot.start, zone) };

  if (t.mode !== 'live' || !t.conversation.leadId) return { booked: true, slot: view, test: true };
  const made = await bookMeetingForLead(t.ctx, t.conversation.leadId, slot, `Booked on a call (${t.conversation.id})`);
  if (made === 'slot_taken') return { booked: false, reason: 'slot_taken', offered: others(), timeZone: zone };
  if (made === 'already_booked') return { booked: false, reason: 'already_booked' };
  return { booked: true, slot: view };
}
