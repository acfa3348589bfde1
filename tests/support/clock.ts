import type { Clock } from '../../src/server/context';

/** A clock that starts at `t0` and runs with real time (jobs and timeouts still move on). */
export function runningClockFrom(t0: Date): Clock {
  const started = Date.now();
  return { now: () => new Date(t0.getTime() + (Date.now() - started)) };
}

/** A Sandbox call that is queued and talks briefly, and no retries: a dispatch ends in a second. */
export const FAST_SANDBOX_DISPATCH = {
  SANDBOX_CALL_QUEUED_MS: '50',
  SANDBOX_CALL_TALK_MS: '100',
  DISPATCH_RETRIES: '0',
} as const;
