import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkWriteStarted, noteDatabaseProgress, recentlyProgressed } from './busy';

// Health counts the embedded database as busy-but-alive while an import writes: the
// window after the last batch must cover a slow batch while an import is open, and only then.

describe('recentlyProgressed', () => {
  afterEach(() => vi.useRealTimers());

  it('waits a second after a batch normally, and up to 30 s while an import transaction is open', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    noteDatabaseProgress();
    vi.advanceTimersByTime(1_500);
    expect(recentlyProgressed()).toBe(false);

    const ended = bulkWriteStarted();
    vi.advanceTimersByTime(5_000); // a slow batch under load
    expect(recentlyProgressed()).toBe(true);
    vi.advanceTimersByTime(26_000); // 31 s without a batch: no longer provably alive
    expect(recentlyProgressed()).toBe(false);

    noteDatabaseProgress();
    ended();
    ended(); // ending twice counts once
    vi.advanceTimersByTime(1_500);
    expect(recentlyProgressed()).toBe(false);
  });
});
