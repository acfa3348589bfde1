import { describe, expect, it } from 'vitest';
import { firstOpenMoment, withinHours } from './opening-hours';

const NY = { start: '09:00', end: '17:00', timeZone: 'America/New_York' };

describe('opening hours', () => {
  it('reads the hours on their own clock, end excluded; none means always open', () => {
    expect(withinHours(NY, new Date('2026-12-01T14:00:00Z'))).toBe(true); // 09:00 EST
    expect(withinHours(NY, new Date('2026-12-01T13:59:00Z'))).toBe(false);
    expect(withinHours(NY, new Date('2026-12-01T22:00:00Z'))).toBe(false); // 17:00 EST
    expect(withinHours(null, new Date('2026-12-01T03:00:00Z'))).toBe(true);
  });

  it('finds the first moment inside the hours that the other window also accepts', () => {
    // 20:00 EST: the next opening is 09:00 the next morning.
    expect(firstOpenMoment(NY, new Date('2026-12-02T01:00:00Z'))?.toISOString()).toBe('2026-12-02T14:00:00.000Z');
    // A caller in Honolulu may be called from 08:00 their time (13:00 EST): the first moment both allow.
    const honolulu8 = (at: Date) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Pacific/Honolulu', hour: '2-digit', hourCycle: 'h23' }).format(
          at,
        ),
      ) >= 8;
    expect(firstOpenMoment(NY, new Date('2026-12-02T01:00:00Z'), honolulu8)?.toISOString()).toBe(
      '2026-12-02T18:00:00.000Z',
    );
    expect(firstOpenMoment(NY, new Date('2026-12-02T01:00:00Z'), () => false)).toBeNull();
  });
});
