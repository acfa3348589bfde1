import type { TBookingSlot } from '@common/booking/schemas';

// The built-in scheduler's slots grouped into days, as the scheduler's time zone sees them (a
// visitor in another zone still books the business's 9:00–17:00, labelled with the zone).

export interface SlotDay {
  key: string; // YYYY-MM-DD in the zone
  label: string; // e.g. "Mon, May 18"
  slots: Array<TBookingSlot & { time: string }>;
}

export function groupSlotsByDay(slots: TBookingSlot[], timeZone: string): SlotDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const key = dayKey.format(start);
    let day = days.get(key);
    if (!day) days.set(key, (day = { key, label: dayLabel.format(start), slots: [] }));
    day.slots.push({ ...slot, time: time.format(start) });
  }
  return [...days.values()];
}

export function formatSlot(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
