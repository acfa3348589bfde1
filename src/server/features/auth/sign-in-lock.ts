import type { AppContext } from '../../context';
import { countHit, currentCount, resetCount, setCount } from '../limits/counters';

/**
 * The sign-in throttle. Failures are counted per client address AND name
 * together, so a stranger's wrong passwords slow down only that stranger: the admin signing in
 * from their own address is never held up. Past a few free failures, each further failure makes
 * that (address, name) wait before its next try, doubling from 1 second up to 5 minutes: a slow
 * down, never a lock. better-auth's per-address limit (authRateLimits in auth.ts) caps the total per
 * address on top. The name is never looked up: an unknown username is throttled exactly like a
 * real one. Counted in the database, so every web process sees the same failures.
 */
export const SIGN_IN_THROTTLE = { freeFailures: 5, windowMs: 60 * 60_000, firstWaitMs: 1_000, maxWaitMs: 5 * 60_000 };

/** Failures and slow-downs since the name's last successful sign-in, shown to its owner afterwards. */
const NOTICE_WINDOW_MS = 30 * 24 * 3600_000;
const NOTICE_SHOWN_MS = 7 * 24 * 3600_000;

const norm = (name: string) => name.trim().toLowerCase();
const failuresKey = (ip: string, name: string) => `sign-in:fails:${ip}:${norm(name)}`;
const waitKey = (ip: string, name: string) => `sign-in:wait:${ip}:${norm(name)}`;
const sinceKey = (kind: 'failed' | 'slowed', name: string) => `sign-in:since-success:${kind}:${norm(name)}`;
const noticeKey = (kind: 'failed' | 'slowed', name: string) => `sign-in:notice:${kind}:${norm(name)}`;

export const waitAfter = (failures: number): number =>
  failures < SIGN_IN_THROTTLE.freeFailures
    ? 0
    : Math.min(
        SIGN_IN_THROTTLE.maxWaitMs,
        SIGN_IN_THROTTLE.firstWaitMs * 2 ** (failures - SIGN_IN_THROTTLE.freeFailures),
      );

/** Seconds this address must still wait before trying this name again, or null when it may try now. */
export async function waitBeforeSignIn(ctx: AppContext, ip: string, name: string): Promise<number | null> {
  const wait = await currentCount(ctx, waitKey(ip, name));
  if (!wait) return null;
  await countHit(ctx, sinceKey('slowed', name), NOTICE_WINDOW_MS);
  return Math.max(1, Math.ceil((wait.expiresAt.getTime() - Date.now()) / 1000));
}

/** A failure slows this (address, name) down once past the free ones; a success clears its count and files the notice. */
export async function recordSignIn(ctx: AppContext, ip: string, name: string, succeeded: boolean): Promise<void> {
  if (succeeded) {
    await resetCount(ctx, failuresKey(ip, name));
    await resetCount(ctx, waitKey(ip, name));
    for (const kind of ['failed', 'slowed'] as const) {
      const since = await currentCount(ctx, sinceKey(kind, name));
      await resetCount(ctx, sinceKey(kind, name));
      if (since && since.count > 0) await setCount(ctx, noticeKey(kind, name), since.count, NOTICE_SHOWN_MS);
    }
    return;
  }
  const failures = await countHit(ctx, failuresKey(ip, name), SIGN_IN_THROTTLE.windowMs);
  await countHit(ctx, sinceKey('failed', name), NOTICE_WINDOW_MS);
  const wait = waitAfter(failures.count);
  if (wait > 0) await setCount(ctx, waitKey(ip, name), 1, wait);
}

export interface SignInNotice {
  failedAttempts: number;
  slowedAttempts: number;
}

/** What went wrong for these names (an admin's username and email) before their last sign-in, if anything. */
export async function signInNoticeFor(ctx: AppContext, names: string[]): Promise<SignInNotice | null> {
  let failedAttempts = 0;
  let slowedAttempts = 0;
  for (const name of new Set(names.map(norm))) {
    failedAttempts += (await currentCount(ctx, noticeKey('failed', name)))?.count ?? 0;
    slowedAttempts += (await currentCount(ctx, noticeKey('slowed', name)))?.count ?? 0;
  }
  return failedAttempts || slowedAttempts ? { failedAttempts, slowedAttempts } : null;
}

export async function dismissSignInNotice(ctx: AppContext, names: string[]): Promise<void> {
  for (const name of new Set(names.map(norm)))
    for (const kind of ['failed', 'slowed'] as const) await resetCount(ctx, noticeKey(kind, name));
}

export function tooManySignIns(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const s = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many sign-in attempts. Please wait ${s} second${s === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
