// When a failed delivery is tried again. Exponential from a base (WEBHOOK_RETRY_BASE_MS, 30 s by
// default) doubling per attempt, capped at an hour, for at least RETRY_WINDOW_MS: an attempt that
// fails earlier than that after the schedule started always gets a next one, so with the default
// base the attempts run at about 0.5, 1, 2 … 32 min, then hourly, and the last one lands a little
// past 24 hours (about 30 attempts).

export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Delay after failed attempt number `attempt` (1-based). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/** The next try after a failure at `now`, or null when the window has passed (the delivery gives up). */
export function nextRetryAt(attempt: number, scheduleStartedAt: Date, now: Date, baseMs: number): Date | null {
  if (now.getTime() - scheduleStartedAt.getTime() >= RETRY_WINDOW_MS) return null;
  return new Date(now.getTime() + retryDelayMs(attempt, baseMs));
}
