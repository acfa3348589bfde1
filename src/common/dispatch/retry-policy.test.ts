import { describe, expect, it } from 'vitest';
import { defaultCallHandling, type TCallHandling } from '@common/outcomes/call-handling';
import type { CalleePlace, DialFacts } from './classify-lead';
import { planRetry } from './retry-policy';

// The retry policy per outcome with an injected clock (`now`). 2026-03-10 is a Tuesday in
// daylight-saving time: New York is UTC−4, so ny(20, 30) is 20:30 in New York.
const ny = (hh: number, mm = 0, day = 10) => new Date(Date.UTC(2026, 2, day, hh + 4, mm));
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
const retries: TCallHandling['retries'] = {
  busy: { maxAttempts: 4, delayMinutes: 10 },
  'no-answer': { maxAttempts: 3, delayMinutes: 60 },
  voicemail: { maxAttempts: 2, delayMinutes: 120 },
};

describe('planRetry: per outcome', () => {
  it('uses each outcome’s own delay inside the window', () => {
    const now = ny(10);
    const at = (endReason: 'busy' | 'no-answer' | 'voicemail') =>
      planRetry({ endReason, attempt: 1, optedOut: false }, retries, now, facts());
    expect(at('busy')).toMatchObject({ retry: true, at: ny(10, 10), outcome: 'busy' });
    expect(at('no-answer')).toMatchObject({ retry: true, at: ny(11), outcome: 'no-answer' });
    expect(at('voicemail')).toMatchObject({ retry: true, at: ny(12), outcome: 'voicemail' });
  });

  it('stops when the outcome’s attempts are used up, each outcome by its own maximum', () => {
    const plan = (endReason: 'busy' | 'no-answer' | 'voicemail', attempt: number) =>
      planRetry({ endReason, attempt, optedOut: false }, retries, ny(10), facts()).retry;
    expect(plan('voicemail', 1)).toBe(true);
    expect(plan('voicemail', 2)).toBe(false);
    expect(plan('no-answer', 2)).toBe(true);
    expect(plan('no-answer', 3)).toBe(false);
    expect(plan('busy', 3)).toBe(true);
    expect(plan('busy', 4)).toBe(false);
    expect(planRetry({ endReason: 'voicemail', attempt: 2, optedOut: false }, retries, ny(10), facts())).toEqual({
      retry: false,
      why: 'attempts-exhausted',
    });
  });

  it('never retries a conversation, a failure or a callee who opted out', () => {
    expect(planRetry({ endReason: 'completed', attempt: 1, optedOut: false }, retries, ny(10), facts())).toEqual({
      retry: false,
      why: 'not-retryable',
    });
    expect(planRetry({ endReason: 'failed', attempt: 1, optedOut: false }, retries, ny(10), facts()).retry).toBe(false);
    expect(planRetry({ endReason: 'busy', attempt: 1, optedOut: true }, retries, ny(10), facts())).toEqual({
      retry: false,
      why: 'opted-out',
    });
  });

  it('a max of 1 attempt means never retried', () => {
    const once = { ...retries, busy: { maxAttempts: 1, delayMinutes: 5 } };
    expect(planRetry({ endReason: 'busy', attempt: 1, optedOut: false }, once, ny(10), facts()).retry).toBe(false);
  });
});

describe('planRetry: always inside the calling rules', () => {
  it('a retry due after 21:00 waits for 8:00 the next morning in the callee’s zone', () => {
    // Voicemail at 20:30, 120 minutes later is 22:30: outside 8:00–21:00.
    const p = planRetry({ endReason: 'voicemail', attempt: 1, optedOut: false }, retries, ny(20, 30), facts());
    expect(p).toMatchObject({ retry: true, due: ny(22, 30), at: ny(8, 0, 11) });
  });

  it('a retry due before 8:00 waits for 8:00 the same day', () => {
    const p = planRetry({ endReason: 'no-answer', attempt: 1, optedOut: false }, retries, ny(6, 30), facts());
    expect(p).toMatchObject({ retry: true, at: ny(8) });
  });

  it('uses the stricter window of a state rule (Florida: 8:00–20:00)', () => {
    const fl = facts({}, { zones: ['America/New_York'], states: ['FL'] });
    const p = planRetry({ endReason: 'busy', attempt: 1, optedOut: false }, retries, ny(19, 55), fl);
    expect(p).toMatchObject({ retry: true, at: ny(8, 0, 11) });
  });

  it('waits for the 24-hour cap to free a slot (Florida: 3 calls to a number per 24 h)', () => {
    const fl = facts({ callsLast24h: 3, firstCallLast24h: ny(9) }, { states: ['FL'] });
    const p = planRetry({ endReason: 'busy', attempt: 3, optedOut: false }, retries, ny(10), fl);
    expect(p).toMatchObject({ retry: true, at: ny(9, 0, 11) });
  });

  it('does not retry a number that joined the do-not-call list meanwhile', () => {
    const p = planRetry(
      { endReason: 'busy', attempt: 1, optedOut: false },
      retries,
      ny(10),
      facts({ onDoNotCall: true }),
    );
    expect(p).toEqual({ retry: false, why: 'no-legal-moment' });
  });

  it('without dial facts the retry is due after the delay (the claim still checks the window)', () => {
    const p = planRetry({ endReason: 'busy', attempt: 1, optedOut: false }, retries, ny(22), null);
    expect(p).toMatchObject({ retry: true, at: ny(22, 10) });
  });
});

describe('defaultCallHandling', () => {
  it('turns the server’s retries-after-the-first into max attempts', () => {
    expect(defaultCallHandling(2, 60).retries.voicemail).toEqual({ maxAttempts: 3, delayMinutes: 60 });
    expect(defaultCallHandling(0, 60).retries.busy.maxAttempts).toBe(1);
    expect(defaultCallHandling(2, 60).voicemail.action).toBe('hangup');
  });
});
