import type { ToolContext } from '../agent';
import { listOpenSlots } from '../../booking/list-open-slots';
import { readAvailability } from '../../campaign-settings/read-availability';
import { calleeOf } from './callee';
import { bookMeetingForLead } from './live-effects';
import { slotLabel } from './slot-label';

const OFFERED = 3;

/**
 * Offers open slots of the business's calendar (its days, hours and zone) that fall inside the
 * callee's lawful calling window, labelled in the callee's zone, or books the one asked for. At
 * most one meeting a conversation; a slot no longer open (taken meanwhile) is refused with others
 * offered. Only a live conversation with a lead books for real; chat and test ones record it.
 */
export async function bookMeeting(t: ToolContext, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const booked = t.earlier.find((c) => c.name === 'book_meeting' && c.result.booked === true);
  if (booked) return { booked: false, reason: 'already_booked', slot: booked.result.slot };

  const availability = await readAvailability(t.ctx, t.conversation.campaignId);
  const callee = await calleeOf(t.ctx, t.conversation, availability.timeZone);
  const zone = callee.zone;
  const open = await listOpenSlots(t.ctx, { availability, callee: callee.place });
  const view = (s: (typeof open)[number]) => ({
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    label: slotLabel(s.start, zone),
    businessLabel: slotLabel(s.start, availability.timeZone),
  });
  const offer = (slots: typeof open) => slots.slice(0, OFFERED).map(view);
  if (!open.length) return { booked: false, reason: 'no_open_slots', offered: [], timeZone: zone };

  const wanted = typeof input.slotStart === 'string' ? Date.parse(input.slotStart) : NaN;
  if (Number.isNaN(wanted)) return { booked: false, offered: offer(open), timeZone: zone };

  const slot = open.find((s) => s.start.getTime() === wanted);
  const others = () => offer(open.filter((s) => s.start.getTime() !== wanted));
  if (!slot) return { booked: false, reason: 'slot_taken', offered: others(), timeZone: zone };

  if (t.mode !== 'live' || !t.conversation.leadId) return { booked: true, slot: view(slot), test: true };
  const made = await bookMeetingForLead(t.ctx, t.conversation.leadId, slot, `Booked on a call (${t.conversation.id})`);
  if (made === 'slot_taken') return { booked: false, reason: 'slot_taken', offered: others(), timeZone: zone };
  if (made === 'already_booked') return { booked: false, reason: 'already_booked' };
  return { booked: true, slot: view(slot) };
}
