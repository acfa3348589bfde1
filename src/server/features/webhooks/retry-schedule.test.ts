import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, nextRetryAt, retryDelayMs, RETRY_WINDOW_MS } from './retry-schedule';

describe('webhook retry schedule', () => {
  it('doubles from the base and caps at an hour', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('keeps retrying a receiver that always fails for at least 24 hours, then gives up', () => {
    const start = new Date('2026-11-24T00:00:00Z');
    let now = start;
    let attempt = 1;
    for (;;) {
      const next = nextRetryAt(attempt, start, now, 30_000);
      if (!next) break;
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      now = next;
      attempt++;
    }
    // The last attempt happens no earlier than 24 h after the first, and not much later.
    expect(now.getTime() - start.getTime()).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(now.getTime() - start.getTime()).toBeLessThan(RETRY_WINDOW_MS + MAX_RETRY_DELAY_MS);
    expect(attempt).toBeGreaterThan(25);
    expect(attempt).toBeLessThan(40);
  });

  it('a manual redeliver starts a fresh window', () => {
    const start = new Date('2026-11-20T00:00:00Z');
    const now = new Date('2026-11-24T00:00:00Z');
    expect(nextRetryAt(30, start, now, 30_000)).toBeNull();
    expect(nextRetryAt(30, now, now, 30_000)).toEqual(new Date(now.getTime() + MAX_RETRY_DELAY_MS));
  });
});
