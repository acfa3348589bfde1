import { describe, expect, it } from 'vitest';
import { CALLING_RULES, combineRules, rulesFor } from './calling-rules';
import { classifyLead, type CalleePlace, type DialFacts, type DispatchLead } from './classify-lead';
import { SKIP_REASONS, ZDispatchRequest } from './schemas';
import { zonesWindow } from './zone-window';

// Every rule of calling-rules.ts with an injected time (`at`: the app's Clock in the server).
// 2026-03-10 is a Tuesday in daylight-saving time: New York is UTC−4, Chicago UTC−5.

const lead = (p: Partial<DispatchLead> = {}): DispatchLead => ({
  enrichmentStatus: 'enriched',
  callStatus: 'pending',
  voiceClone: 'maya',
  phoneE164: '+12125550123',
  nextCallAt: null,
  ...p,
});
const place = (p: Partial<CalleePlace> = {}): CalleePlace => ({
  zones: ['America/New_York'],
  source: 'by area code',
  country: 'US',
  states: ['NY'],
  ...p,
});
const facts = (p: Partial<DialFacts> = {}, pl: Partial<CalleePlace> = {}): DialFacts => ({
  place: place(pl),
  onDoNotCall: false,
  onRegistry: false,
  writtenConsent: false,
  callsLast24h: 0,
  ...p,
});
/** 2026-03-10 at hh:mm New York time (EDT, UTC−4). */
const ny = (hh: number, mm = 0) => new Date(Date.UTC(2026, 2, 10, hh + 4, mm));

describe('the rules file', () => {
  it('quotes a legal source for every rule, whose words give the rule its hours', () => {
    for (const r of CALLING_RULES) {
      expect(r.source.citation.length).toBeGreaterThan(5);
      expect(r.source.url).toMatch(/^https?:\/\//);
      expect(r.source.secondary?.url ?? 'https://').toMatch(/^https?:\/\//);
      // The hours are in the primary quote, or (where only a title or synopsis was found) in the
      // secondary one. "(\d )?" lets Florida's amendment text "after 8 9 p.m." (9 struck) match.
      const words = `${r.source.quote} ${r.source.secondary?.quote ?? ''}`;
      const start = r.window.startMinute / 60;
      const end = r.window.endMinute / 60 - 12;
      expect(words, r.id).toMatch(new RegExp(`\\b${start}(:00)?\\s?a\\.?m`, 'i'));
      expect(words, r.id).toMatch(new RegExp(`\\b${end}(:00)?\\s?(\\d )?p\\.?m`, 'i'));
      if (r.maxCallsPer24h) expect(words, r.id).toMatch(/three|3 calls/i);
    }
    expect(CALLING_RULES.map((r) => r.appliesTo)).toEqual(['US', 'FL', 'OK', 'MD', 'SD', 'UT', 'RI', 'LA']);
    // Where the primary text was not found, the file says so with a secondary source.
    expect(CALLING_RULES.filter((r) => r.source.secondary).map((r) => r.id)).toEqual([
      'ok-otsa',
      'md-spam-calls',
      'ri-telephone-sales',
    ]);
    // A rule that closes on holidays says so in its quoted words.
    for (const r of CALLING_RULES.filter((x) => x.noCallsOn))
      expect(`${r.source.quote} ${r.source.secondary?.quote ?? ''}`, r.id).toMatch(/holiday/i);
  });

  it('applies the federal rule to every US callee and a state rule on top for its state', () => {
    expect(rulesFor('US', []).map((r) => r.id)).toEqual(['us-federal']);
    expect(rulesFor('US', ['FL', 'GA']).map((r) => r.id)).toEqual(['us-federal', 'fl-ftsa']);
    expect(combineRules(rulesFor('US', ['FL']))).toMatchObject({
      startMinute: 480,
      endMinute: 1200,
      maxCallsPer24h: 3,
    });
  });
});

describe('federal rule: 8:00–21:00 callee-local (47 CFR 64.1200(c)(1))', () => {
  it('is open from 8:00 until 21:00 in the callee zone and says when it opens next', () => {
    expect(classifyLead(lead(), ny(7, 59), facts())).toMatchObject({
      when: 'later',
      reason: SKIP_REASONS.outsideHours,
      at: ny(8),
    });
    expect(classifyLead(lead(), ny(8), facts())).toEqual({ when: 'now', source: 'by area code' });
    expect(classifyLead(lead(), ny(20, 59), facts()).when).toBe('now');
    expect(classifyLead(lead(), ny(21), facts())).toMatchObject({
      when: 'later',
      at: new Date(ny(8).getTime() + 86_400_000),
    });
  });
});

const STATE_RULES = [
  ['FL', '+13055550123'],
  ['OK', '+14055550123'],
  ['MD', '+13015550123'],
] as const;

describe.each(STATE_RULES)('%s rule: 8:00–20:00 and at most 3 calls within 24 hours', (state, phone) => {
  it('is Later at 20:30 callee time (the federal rule alone would allow it)', () => {
    const at = ny(20, 30);
    expect(classifyLead(lead({ phoneE164: phone }), at, facts({}, { states: [] })).when).toBe('now');
    const c = classifyLead(lead({ phoneE164: phone }), at, facts({}, { states: [state] }));
    expect(c).toMatchObject({
      when: 'later',
      reason: 'Outside calling hours (8:00–20:00 local time)',
      at: new Date(ny(8).getTime() + 86_400_000),
    });
    expect(classifyLead(lead({ phoneE164: phone }), ny(19, 59), facts({}, { states: [state] })).when).toBe('now');
  });

  it('waits after 3 calls to the number within 24 hours, until the oldest is 24 hours old', () => {
    const first = ny(9);
    const at = ny(15);
    expect(
      classifyLead(
        lead({ phoneE164: phone }),
        at,
        facts({ callsLast24h: 2, firstCallLast24h: first }, { states: [state] }),
      ).when,
    ).toBe('now');
    expect(
      classifyLead(
        lead({ phoneE164: phone }),
        at,
        facts({ callsLast24h: 3, firstCallLast24h: first }, { states: [state] }),
      ),
    ).toMatchObject({
      when: 'later',
      reason: SKIP_REASONS.dailyCap(3),
      at: new Date(first.getTime() + 86_400_000),
    });
    // The federal rule alone has no cap.
    expect(
      classifyLead(
        lead({ phoneE164: phone }),
        at,
        facts({ callsLast24h: 3, firstCallLast24h: first }, { states: ['NY'] }),
      ).when,
    ).toBe('now');
  });
});

describe('retries obey the same rules', () => {
  it('a retry due at 20:15 for a Florida callee waits for 8:00 the next day', () => {
    const c = classifyLead(lead({ nextCallAt: ny(20, 15) }), ny(12), facts({}, { states: ['FL'] }));
    expect(c).toMatchObject({
      when: 'later',
      reason: SKIP_REASONS.retryWaiting,
      at: new Date(ny(8).getTime() + 86_400_000),
    });
    expect(classifyLead(lead({ nextCallAt: ny(14) }), ny(12), facts({}, { states: ['FL'] }))).toMatchObject({
      when: 'later',
      at: ny(14),
    });
  });
});

describe('several zones: only the window legal in all of them', () => {
  const both = ['America/New_York', 'America/Chicago'];
  it('opens when the last zone reaches 8:00 and closes when the first reaches 21:00', () => {
    expect(classifyLead(lead(), ny(8, 30), facts({}, { zones: both, source: 'by State column' }))).toMatchObject({
      when: 'later',
      at: ny(9),
    });
    expect(classifyLead(lead(), ny(9), facts({}, { zones: both, source: 'by State column' }))).toEqual({
      when: 'now',
      source: 'by State column: window legal in all of ET, CT',
    });
    expect(classifyLead(lead(), ny(21), facts({}, { zones: both })).when).toBe('later');
  });
  it('finds a narrow common window far apart (New York and Guam: 18:00–21:00 New York time)', () => {
    expect(classifyLead(lead(), ny(12), facts({}, { zones: ['America/New_York', 'Pacific/Guam'] }))).toMatchObject({
      when: 'later',
      at: ny(18),
    });
  });
  it('is never when no moment is legal in all of them (8:00–20:00 twelve hours apart)', () => {
    const c = classifyLead(lead(), ny(12), facts({}, { zones: ['America/New_York', 'Asia/Shanghai'], states: ['FL'] }));
    expect(c).toMatchObject({
      when: 'never',
      reason: SKIP_REASONS.noCommonWindow('by area code: window legal in all of ET, China Time'),
    });
    expect(zonesWindow(ny(12), ['America/New_York', 'Asia/Shanghai'], { startMinute: 480, endMinute: 1200 })).toEqual({
      open: false,
      opensAt: null,
    });
    expect(
      zonesWindow(ny(12), ['America/New_York', 'Asia/Shanghai'], { startMinute: 480, endMinute: 1260 }),
    ).toMatchObject({ open: false, opensAt: ny(20) });
  });
});

describe('lists and consent', () => {
  it('registry matches are never, unless written consent; the company list always wins', () => {
    expect(classifyLead(lead(), ny(12), facts({ onRegistry: true }))).toEqual({
      when: 'never',
      reason: SKIP_REASONS.registry,
    });
    expect(classifyLead(lead(), ny(12), facts({ onRegistry: true, writtenConsent: true })).when).toBe('now');
    expect(classifyLead(lead(), ny(12), facts({ onDoNotCall: true, writtenConsent: true }))).toEqual({
      when: 'never',
      reason: SKIP_REASONS.doNotCall,
    });
  });
  it('not ready, no number, no zone data, already called', () => {
    expect(classifyLead(lead({ voiceClone: null }), ny(12), facts())).toEqual({
      when: 'never',
      reason: SKIP_REASONS.noVoice,
    });
    expect(classifyLead(lead({ enrichmentStatus: 'pending' }), ny(12), facts())).toEqual({
      when: 'never',
      reason: SKIP_REASONS.notEnriched,
    });
    expect(classifyLead(lead(), ny(12), facts({}, { zones: [] }))).toEqual({
      when: 'never',
      reason: SKIP_REASONS.unknownZone,
    });
    expect(classifyLead(lead({ callStatus: 'calling' }), ny(12), facts()).when).toBe('done');
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

describe('South Dakota rule: weekdays 9:00–21:00 (S.D. Codified Laws § 37-30-28)', () => {
  /** 2026-03-dd at hh:mm Denver time (MDT, UTC−6): the 10th is a Tuesday, the 14th a Saturday. */
  const den = (dd: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 2, dd, hh + 6, mm));
  const sd = (p: Partial<DialFacts> = {}) => facts(p, { zones: ['America/Denver'], states: ['SD'] });
  const sdLead = lead({ phoneE164: '+16055550123' });

  it('is open on a weekday from 9:00 until 21:00 callee time, and Later outside it', () => {
    expect(classifyLead(sdLead, den(10, 9), sd()).when).toBe('now');
    expect(classifyLead(sdLead, den(10, 20, 59), sd()).when).toBe('now');
    expect(classifyLead(sdLead, den(10, 8, 30), sd())).toMatchObject({
      when: 'later',
      reason: 'Outside calling hours (9:00–21:00 local time, weekdays)',
      at: den(10, 9),
    });
    expect(classifyLead(sdLead, den(10, 21), sd())).toMatchObject({ when: 'later', at: den(11, 9) });
  });

  it('calls no one on Saturday or Sunday: Friday evening and the weekend wait for Monday 9:00', () => {
    // The federal rule alone would call at Saturday noon.
    expect(classifyLead(sdLead, den(14, 12), facts({}, { zones: ['America/Denver'], states: [] })).when).toBe('now');
    expect(classifyLead(sdLead, den(14, 12), sd())).toMatchObject({ when: 'later', at: den(16, 9) });
    expect(classifyLead(sdLead, den(15, 10), sd())).toMatchObject({ when: 'later', at: den(16, 9) });
    expect(classifyLead(sdLead, den(13, 21, 30), sd())).toMatchObject({ when: 'later', at: den(16, 9) });
  });

  it('with several zones, waits for the window legal in all of them on a weekday', () => {
    // Monday 9:00 in Chicago is 8:00 in Denver: the common window opens at 9:00 Denver time.
    const both = facts({}, { zones: ['America/Chicago', 'America/Denver'], states: ['SD'] });
    expect(classifyLead(sdLead, den(16, 8), both)).toMatchObject({ when: 'later', at: den(16, 9) });
    expect(classifyLead(sdLead, den(16, 9), both).when).toBe('now');
  });

  it('a retry due on Saturday waits for Monday', () => {
    expect(classifyLead(lead({ phoneE164: '+16055550123', nextCallAt: den(14, 10) }), den(13, 12), sd())).toMatchObject(
      {
        when: 'later',
        reason: SKIP_REASONS.retryWaiting,
        at: den(16, 9),
      },
    );
  });
});
