import type { BookableSlot } from '../../providers/scheduling/types';
import type { AppContext } from '../../context';
import { takenSlotStarts } from './booking.repo';

/**
 * The built-in scheduler's slots not yet taken, from now on (none with an embedded calendar,
 * which offers its own). For features that offer meetings outside the booking page.
 */
export async function listOpenSlots(ctx: AppContext): Promise<BookableSlot[]> {
  const scheduling = ctx.providers.scheduling;
  if (scheduling.embedUrl) return [];
  const slots = scheduling.listSlots(ctx.clock.now());
  if (!slots.length) return [];
  const taken = new Set(
    (await takenSlotStarts(ctx.db, slots[0].start, slots[slots.length - 1].end)).map((d) => d.getTime()),
  );
  return slots.filter((s) => !taken.has(s.start.getTime()));
}
