import type { AppContext } from '../../context';
import { countHit, currentCount, resetCount } from '../limits/counters';

/**
 * Per-account lock after repeated failed sign-ins (the per-address limit is better-auth's own,
 * see AUTH_RATE_LIMITS). Counted in the database, so every web process sees the same failures.
 * The name is never looked up: an unknown username locks exactly like a real one.
 */
export const SIGN_IN_FAILURES = { max: 5, windowMs: 15 * 60 * 1000 };

const keyFor = (name: string) => `sign-in-failures:${name.trim().toLowerCase()}`;

/** Seconds until the account may try again, or null when it may try now. */
export async function lockedFor(ctx: AppContext, name: string): Promise<number | null> {
  const state = await currentCount(ctx, keyFor(name));
  if (!state || state.count < SIGN_IN_FAILURES.max) return null;
  return Math.max(1, Math.ceil((state.expiresAt.getTime() - Date.now()) / 1000));
}

/** A failure counts towards the lock; a success clears it. */
export async function recordSignIn(ctx: AppContext, name: string, succeeded: boolean): Promise<void> {
  if (succeeded) await resetCount(ctx, keyFor(name));
  else await countHit(ctx, keyFor(name), SIGN_IN_FAILURES.windowMs);
}

export function tooManySignIns(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
