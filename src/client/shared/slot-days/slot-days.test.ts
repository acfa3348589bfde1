import { describe, expect, it } from 'vitest';
import { formatSlot, groupSlotsByDay } from './slot-days';

describe('slot days', () => {
  const slots = [
    { start: '2026-05-18T13:00:00.000Z', end: '2026-05-18T13:30:00.000Z' },
    { start: '2026-05-18T20:30:00.000Z', end: '2026-05-18T21:00:00.000Z' },
    { start: '2026-05-19T13:00:00.000Z', end: '2026-05-19T13:30:00.000Z' },
  ];

  it("groups by the scheduler's local day and labels times in its zone", () => {
    const days = groupSlotsByDay(slots, 'America/New_York');
    expect(days.map((d) => [d.key, d.label, d.slots.map((s) => s.time)])).toEqual([
      ['2026-05-18', 'Mon, May 18', ['9:00 AM', '4:30 PM']],
      ['2026-05-19', 'Tue, May 19', ['9:00 AM']],
    ]);
  });

  it('uses the zone, not UTC, for the day boundary', () => {
    // 20:30Z on the 18th is already the 19th in Tokyo.
    const tokyo = groupSlotsByDay(slots, 'Asia/Tokyo');
    expect(tokyo.map((d) => [d.key, d.slots.map((s) => s.time)])).toEqual([
      ['2026-05-18', ['10:00 PM']],
      ['2026-05-19', ['5:30 AM', '10:00 PM']],
    ]);
    expect(formatSlot('2026-05-18T13:00:00.000Z', 'America/New_York')).toBe('Monday, May 18 at 9:00 AM EDT');
  });
});
