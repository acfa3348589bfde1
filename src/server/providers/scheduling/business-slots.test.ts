import { describe, expect, it } from 'vitest';
import { assertTimeZone, businessSlots, zonedTime } from './business-slots';

describe('business slots', () => {
  it('converts a wall-clock time in a zone to the right instant, across daylight saving', () => {
    expect(zonedTime('America/New_York', 2026, 1, 15, 9, 0).toISOString()).toBe('2026-01-15T14:00:00.000Z'); // EST
    expect(zonedTime('America/New_York', 2026, 7, 15, 9, 0).toISOString()).toBe('2026-07-15T13:00:00.000Z'); // EDT
    expect(zonedTime('Asia/Tokyo', 2026, 7, 15, 9, 0).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('offers 16 half-hour slots from 9:00 to 17:00 on each of the next 10 weekdays', () => {
    // Friday 2026-05-15, 10:00 in New York.
    const slots = businessSlots('America/New_York', new Date('2026-05-15T14:00:00Z'));
    expect(slots).toHaveLength(160);
    expect(slots[0].start.toISOString()).toBe('2026-05-18T13:00:00.000Z'); // Monday 9:00 EDT, not today
    expect(slots[15].end.toISOString()).toBe('2026-05-18T21:00:00.000Z'); // Monday 17:00 EDT
    expect(slots[159].start.toISOString()).toBe('2026-05-29T20:30:00.000Z'); // second Friday 16:30
    for (const s of slots) {
      const day = new Date(s.start.getTime() - 4 * 3600_000).getUTCDay();
      expect(day).not.toBe(0);
      expect(day).not.toBe(6);
      expect(s.end.getTime() - s.start.getTime()).toBe(30 * 60_000);
    }
  });

  it("uses the zone's own date for 'today' (late evening UTC is still the previous day in New York)", () => {
    // 2026-05-16T02:00Z is Friday 22:00 in New York: the first slot is Monday, not Saturday/Sunday.
    expect(businessSlots('America/New_York', new Date('2026-05-16T02:00:00Z'))[0].start.toISOString()).toBe(
      '2026-05-18T13:00:00.000Z',
    );
    // Thursday 23:30 in New York → first slot Friday.
    expect(businessSlots('America/New_York', new Date('2026-05-15T03:30:00Z'))[0].start.toISOString()).toBe(
      '2026-05-15T13:00:00.000Z',
    );
  });

  it('refuses an unknown time zone with a readable message', () => {
    expect(() => assertTimeZone('Mars/Olympus')).toThrow(/BOOKING_TIME_ZONE "Mars\/Olympus"/);
    expect(() => assertTimeZone('Europe/London')).not.toThrow();
  });
});
