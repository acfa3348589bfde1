import { describe, expect, it } from 'vitest';
import { spokenTime } from './spoken-time';

// Sunday 2026-11-29 at 12:00 in Los Angeles, 10:00 in Honolulu (20:00 UTC).
const NOW = new Date('2026-11-29T20:00:00Z');
const LA = 'America/Los_Angeles';
const HNL = 'Pacific/Honolulu';
const at = (when: string, zone: string, now = NOW) => spokenTime(when, now, zone)?.at.toISOString() ?? null;

describe('times as people say them, on the callee’s clock', () => {
  it('reads "tomorrow at 3pm" as 15:00 of the next local day in the callee’s zone, not now + 24 h', () => {
    expect(at('call me back tomorrow at 3pm', LA)).toBe('2026-11-30T23:00:00.000Z'); // Mon 15:00 PST
    expect(at('tomorrow at 3pm', HNL)).toBe('2026-12-01T01:00:00.000Z'); // Mon 15:00 HST
    // 23:30 Sunday in Los Angeles is already Monday in UTC: "tomorrow" is still Monday there.
    expect(at('tomorrow at 3pm', LA, new Date('2026-11-30T07:30:00Z'))).toBe('2026-11-30T23:00:00.000Z');
  });

  it('reads parts of the day as the hours callers mean', () => {
    expect(at('Tuesday morning', LA)).toBe('2026-12-01T18:00:00.000Z'); // Tue 10:00 PST
    expect(at('tomorrow afternoon', LA)).toBe('2026-11-30T23:00:00.000Z'); // Mon 15:00, not the next evening
    expect(at('after lunch', LA)).toBe('2026-11-29T21:30:00.000Z'); // today 13:30
    expect(at('this evening', LA)).toBe('2026-11-30T02:00:00.000Z'); // today 18:00
    // "right now" says why not now: the time asked for is the one after it.
    expect(at("I'm busy right now, can you call me tomorrow afternoon?", LA)).toBe('2026-11-30T23:00:00.000Z');
  });

  it('reads spans and weeks from now, and says when no hour was named', () => {
    expect(at('in two hours', LA)).toBe('2026-11-29T22:00:00.000Z');
    expect(at('in 20 minutes', HNL)).toBe('2026-11-29T20:20:00.000Z');
    expect(spokenTime('next week', NOW, LA)).toEqual({ at: new Date('2026-12-06T20:00:00.000Z'), hourSaid: false });
    expect(spokenTime('tomorrow at 3pm', NOW, LA)?.hourSaid).toBe(true);
  });

  it('takes "at 3" on the phone as the afternoon', () => {
    expect(at('at 3', LA)).toBe('2026-11-29T23:00:00.000Z');
  });

  it('keeps an ISO time with its offset, and reads one without on the callee’s clock', () => {
    expect(at('2026-12-01T15:00:00-08:00', HNL)).toBe('2026-12-01T23:00:00.000Z');
    expect(at('2026-12-01T15:00', HNL)).toBe('2026-12-02T01:00:00.000Z');
  });

  it('counts across a daylight-saving change on the callee’s wall clock', () => {
    // Saturday 2026-03-07 12:00 PST; Sunday is the first day of PDT.
    expect(at('tomorrow at 3pm', LA, new Date('2026-03-07T20:00:00Z'))).toBe('2026-03-08T22:00:00.000Z');
  });

  it('gives nothing for words that name no time, or a time already past: asked again, not guessed', () => {
    expect(spokenTime('later', NOW, LA)).toBeNull();
    expect(spokenTime('whenever suits you', NOW, LA)).toBeNull();
    expect(spokenTime('yesterday at 3pm', NOW, LA)).toBeNull();
    expect(spokenTime('2026-11-01T10:00:00Z', NOW, LA)).toBeNull();
  });

  it('takes "now" as a timestamp a moment old on arrival, as a spoken "now" is, but not one minutes old', () => {
    expect(at('2026-11-29T19:59:59.990Z', LA)).toBe('2026-11-29T19:59:59.990Z');
    expect(spokenTime('2026-11-29T19:58:00Z', NOW, LA)).toBeNull();
    expect(spokenTime('now', NOW, LA)?.at.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 60_000);
  });
});
