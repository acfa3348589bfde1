import { availabilityHours, type TAvailability } from '@common/campaign-settings/availability';
import type { CalleePlace } from '@common/dispatch/classify-lead';
import { lawfulWindow } from '@common/dispatch/lawful-window';
import { zonesWindow } from '@common/dispatch/zone-window';
import { businessSlots, DEFAULT_BUSINESS_HOURS } from '../../providers/scheduling/business-slots';
import type { BookableSlot } from '../../providers/scheduling/types';
import type { AppContext } from '../../context';
import { takenSlotStarts } from './booking.repo';

/** Whose meeting it is: the business's hours and where the callee is. */
export interface MeetingParties {
  availability: TAvailability;
  /** The callee's place; its zones must not be empty (the caller falls back to the business's). */
  callee: Pick<CalleePlace, 'zones' | 'country' | 'states'>;
}

/**
 * The built-in scheduler's slots not yet taken, from now on (none with an embedded calendar,
 * which offers its own). For features that offer meetings outside the booking page. With the
 * parties: the business's own days and hours in its zone, each slot wholly inside the callee's
 * lawful window (the rules the dispatch applies) in every zone the callee may be in.
 */
export async function listOpenSlots(ctx: AppContext, parties?: MeetingParties): Promise<BookableSlot[]> {
  const slots = meetingGrid(ctx, parties);
  if (!slots.length) return [];
  const taken = new Set(
    (await takenSlotStarts(ctx.db, slots[0].start, slots[slots.length - 1].end)).map((d) => d.getTime()),
  );
  return slots.filter((s) => !taken.has(s.start.getTime()));
}

/**
 * The slots the parties may meet at, taken or not: a booking checks a slot against this and lets
 * the booking's own insert say "taken" (a conflict, not a slot never offered).
 */
export function meetingGrid(ctx: AppContext, parties?: MeetingParties): BookableSlot[] {
  const scheduling = ctx.providers.scheduling;
  if (scheduling.embedUrl) return [];
  const now = ctx.clock.now();
  return parties ? meetingSlots(parties, now) : scheduling.listSlots(now);
}

function meetingSlots({ availability, callee }: MeetingParties, now: Date): BookableSlot[] {
  const hours = { ...DEFAULT_BUSINESS_HOURS, ...availabilityHours(availability) };
  const law = lawfulWindow(callee);
  const lawful = (at: Date) => callee.zones.length > 0 && zonesWindow(at, callee.zones, law).open;
  return businessSlots(availability.timeZone, now, hours).filter(
    (s) => s.start > now && lawful(s.start) && lawful(new Date(s.end.getTime() - 60_000)),
  );
}
