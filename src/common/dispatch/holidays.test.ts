import { describe, expect, it } from 'vitest';
import { classifyLead, type CalleePlace, type DialFacts, type DispatchLead } from './classify-lead';
import { easter, FEDERAL_HOLIDAY_NAMES, HOLIDAY_CALENDARS, holidayOn } from './holidays';
import { SKIP_REASONS } from './schemas';

const lead: DispatchLead = {
  enrichmentStatus: 'enriched',
  callStatus: 'pending',
  voiceClone: 'v1',
  phoneE164: '+18015550100',
  nextCallAt: null,
};
const facts = (zone: string, state: string): DialFacts => ({
  place: { zones: [zone], source: 'by State column', country: 'US', states: [state] } satisfies CalleePlace,
  onDoNotCall: false,
  onRegistry: false,
  writtenConsent: false,
  callsLast24h: 0,
});

describe('holiday calendars', () => {
  it('computes Easter (Good Friday, Mardi Gras) for known years', () => {
    expect(easter(2024)).toEqual([3, 31]);
    expect(easter(2025)).toEqual([4, 20]);
    expect(easter(2026)).toEqual([4, 5]);
    expect(holidayOn('2026-04-03', ['LA'])).toBe('Good Friday');
    expect(holidayOn('2026-02-17', ['LA'])).toBe('Mardi Gras');
    expect(holidayOn('2026-02-17', ['US'])).toBeNull();
  });

  it('puts the federal holidays of 2026 on their days, a Saturday one observed the Friday before', () => {
    const us = HOLIDAY_CALENDARS.US.of(2026);
    expect(us.get('2026-01-19')).toBe('Birthday of Martin Luther King, Jr.');
    expect(us.get('2026-05-25')).toBe('Memorial Day');
    expect(us.get('2026-09-07')).toBe('Labor Day');
    expect(us.get('2026-10-12')).toBe('Columbus Day');
    expect(us.get('2026-11-26')).toBe('Thanksgiving Day');
    expect(us.get('2026-07-03')).toBe('Independence Day (observed)');
    expect(FEDERAL_HOLIDAY_NAMES).toHaveLength(11);
  });

  it("has each state's own days: Pioneer Day, Victory Day, Election Day in even years, Huey P. Long Day", () => {
    expect(holidayOn('2026-07-24', ['UT'])).toBe('Pioneer Day');
    // Juneteenth on a Friday: Utah moves it to the Monday before; both days are closed.
    expect(holidayOn('2026-06-15', ['UT'])).toBe('Juneteenth National Freedom Day (observed)');
    expect(holidayOn('2026-08-10', ['RI'])).toBe('Victory Day');
    expect(holidayOn('2026-11-03', ['RI'])).toBe('Election Day');
    expect(holidayOn('2025-11-04', ['RI'])).toBeNull();
    expect(holidayOn('2026-07-06', ['RI'])).toBe('Independence Day (observed)');
    expect(holidayOn('2027-08-30', ['LA'])).toBe('Huey P. Long Day');
    expect(holidayOn('2027-08-31', ['LA'])).toBeNull();
  });
});

describe('dispatch on a legal holiday', () => {
  it('holds a Utah callee on Thanksgiving until the next morning, while a New York one is called', () => {
    const at = new Date('2026-11-26T17:00:00Z'); // 10:00 in Salt Lake City, 12:00 in New York
    expect(classifyLead(lead, at, facts('America/Denver', 'UT'))).toEqual({
      when: 'later',
      reason: SKIP_REASONS.holiday('Thanksgiving Day'),
      at: new Date('2026-11-27T15:00:00Z'),
      source: 'by State column',
    });
    expect(classifyLead(lead, at, facts('America/New_York', 'NY'))).toMatchObject({ when: 'now' });
  });

  it('holds a Louisiana callee on Mardi Gras, and a Rhode Island one over a holiday weekend', () => {
    expect(classifyLead(lead, new Date('2026-02-17T16:00:00Z'), facts('America/Chicago', 'LA'))).toMatchObject({
      when: 'later',
      reason: SKIP_REASONS.holiday('Mardi Gras'),
      at: new Date('2026-02-18T14:00:00Z'),
    });
    // Friday 3 July (observed), the weekend, Monday 6 July (Rhode Island's observed day): Tuesday 9:00.
    expect(classifyLead(lead, new Date('2026-07-03T14:00:00Z'), facts('America/New_York', 'RI'))).toMatchObject({
      when: 'later',
      reason: SKIP_REASONS.holiday('Independence Day (observed)'),
      at: new Date('2026-07-07T13:00:00Z'),
    });
  });

  it('calls a Utah callee on an ordinary weekday', () => {
    expect(classifyLead(lead, new Date('2026-11-25T17:00:00Z'), facts('America/Denver', 'UT'))).toMatchObject({
      when: 'now',
    });
  });
});

describe('the cross-campaign cap', () => {
  const at = new Date('2026-11-25T17:00:00Z'); // a Wednesday, 12:00 in New York
  const ny = facts('America/New_York', 'NY');
  it('holds a number another campaign called within 24 hours until a day after that call', () => {
    const first = new Date('2026-11-25T15:00:00Z');
    expect(classifyLead(lead, at, { ...ny, otherCampaigns: { cap: 1, calls24h: 1, firstCall24h: first } })).toEqual({
      when: 'later',
      reason: SKIP_REASONS.otherCampaignCap(1),
      at: new Date('2026-11-26T15:00:00Z'),
      source: 'by State column',
    });
  });
  it('calls it when under the cap or with the cap off', () => {
    const one = { cap: 2, calls24h: 1, firstCall24h: new Date('2026-11-25T15:00:00Z') };
    expect(classifyLead(lead, at, { ...ny, otherCampaigns: one })).toMatchObject({ when: 'now' });
    expect(classifyLead(lead, at, { ...ny, otherCampaigns: { ...one, cap: null, calls24h: 5 } })).toMatchObject({
      when: 'now',
    });
  });
});
