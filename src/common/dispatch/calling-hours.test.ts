import { describe, expect, it } from 'vitest';
import { callingWindow, leadTimeZone } from './calling-hours';
import { classifyLead, type DispatchLead } from './classify-lead';
import { SKIP_REASONS, ZDispatchRequest } from './schemas';

const lead = (p: Partial<DispatchLead> = {}): DispatchLead => ({
  enrichmentStatus: 'enriched',
  callStatus: 'pending',
  voiceClone: 'maya',
  phoneE164: '+12125550123',
  timezone: 'America/New_York',
  nextCallAt: null,
  ...p,
});

describe('calling hours', () => {
  it('is open from 8:00 to 21:00 local time and says when it opens next', () => {
    expect(callingWindow(new Date('2026-03-10T12:00:00Z'), 'America/New_York')).toEqual({ open: true }); // 8:00 EDT
    expect(callingWindow(new Date('2026-03-10T11:59:00Z'), 'America/New_York')).toEqual({ open: false, opensAt: new Date('2026-03-10T12:00:00Z') });
    expect(callingWindow(new Date('2026-03-11T01:00:00Z'), 'America/New_York')).toEqual({ open: false, opensAt: new Date('2026-03-11T12:00:00Z') }); // 21:00 EDT
    expect(callingWindow(new Date('2026-03-11T00:59:00Z'), 'America/New_York')).toEqual({ open: true });
  });

  it('takes the lead time zone, else the number region when it has one zone, else none', () => {
    expect(leadTimeZone({ timezone: 'Asia/Tokyo', phoneE164: '+12125550123' })).toEqual({ ok: true, timeZone: 'Asia/Tokyo' });
    expect(leadTimeZone({ timezone: null, phoneE164: '+442071838750' })).toEqual({ ok: true, timeZone: 'Europe/London' });
    expect(leadTimeZone({ timezone: null, phoneE164: '+12125550123' })).toEqual({ ok: false, reason: SKIP_REASONS.severalZones });
    expect(leadTimeZone({ timezone: null, phoneE164: null })).toEqual({ ok: false, reason: SKIP_REASONS.unknownZone });
  });

  it('classifies leads now, later, never and done', () => {
    const at = new Date('2026-03-10T15:00:00Z');
    expect(classifyLead(lead(), at, false)).toEqual({ when: 'now' });
    expect(classifyLead(lead(), at, true)).toEqual({ when: 'never', reason: SKIP_REASONS.doNotCall });
    expect(classifyLead(lead({ voiceClone: null }), at, false)).toEqual({ when: 'never', reason: SKIP_REASONS.noVoice });
    expect(classifyLead(lead({ enrichmentStatus: 'pending' }), at, false)).toEqual({ when: 'never', reason: SKIP_REASONS.notEnriched });
    expect(classifyLead(lead({ timezone: 'Asia/Tokyo' }), at, false)).toMatchObject({ when: 'later', reason: SKIP_REASONS.outsideHours, at: new Date('2026-03-10T23:00:00Z') });
    expect(classifyLead(lead({ nextCallAt: new Date('2026-03-10T16:00:00Z') }), at, false)).toMatchObject({ when: 'later', reason: SKIP_REASONS.retryWaiting, at: new Date('2026-03-10T16:00:00Z') });
    expect(classifyLead(lead({ callStatus: 'calling' }), at, false).when).toBe('done');
  });
});

describe('dispatch settings (spec §9)', () => {
  it('batch size 1–50, 25 when not a number; delay 1,000–10,000 ms; test mode on by default', () => {
    expect(ZDispatchRequest.parse({})).toEqual({ batchSize: 25, delayBetweenCalls: 2000, testMode: true });
    expect(ZDispatchRequest.parse({ batchSize: 'abc' }).batchSize).toBe(25);
    expect(ZDispatchRequest.parse({ batchSize: '7' }).batchSize).toBe(7);
    expect(ZDispatchRequest.safeParse({ batchSize: 51 }).success).toBe(false);
    expect(ZDispatchRequest.safeParse({ delayBetweenCalls: 999 }).success).toBe(false);
  });
});
