import type { AppContext } from '../../context';

/**
 * Login abuse limits, kept in memory per process (several web processes each count on their own,
 * so the effective limit scales with their number; noted in docs/architecture.md).
 * - per IP: every sign-in, sign-up and two-factor attempt counts;
 * - per username/email: only failed sign-ins count, and a success clears them.
 * The username rule applies whether or not the account exists, so it reveals nothing either.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perIp: 30,
  perUsernameFailures: 5,
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

const MAX_KEYS = 50_000;

export class LoginThrottle {
  private readonly ipAttempts = new Map<string, number[]>();
  private readonly nameFailures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits = LOGIN_LIMITS,
  ) {}

  /** Asked before an attempt is passed on; a refused attempt is not counted again. */
  check(ip: string, username?: string): ThrottleVerdict {
    const byIp = this.recent(this.ipAttempts, ip);
    if (byIp.length >= this.limits.perIp) return this.refuse(byIp[0]);
    if (username) {
      const byName = this.recent(this.nameFailures, normalise(username));
      if (byName.length >= this.limits.perUsernameFailures) return this.refuse(byName[0]);
    }
    return { allowed: true };
  }

  /** Records an attempt that was passed on, and whether it succeeded. */
  record(ip: string, username: string | undefined, succeeded: boolean): void {
    this.push(this.ipAttempts, ip);
    if (!username) return;
    const key = normalise(username);
    if (succeeded) this.nameFailures.delete(key);
    else this.push(this.nameFailures, key);
  }

  private refuse(oldest: number): ThrottleVerdict {
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.limits.windowMs - this.now()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return {
      allowed: false,
      retryAfterSeconds,
      message: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    };
  }

  private recent(map: Map<string, number[]>, key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (map.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) map.delete(key);
    else map.set(key, kept);
    return kept;
  }

  private push(map: Map<string, number[]>, key: string): void {
    const list = this.recent(map, key);
    list.push(this.now());
    map.set(key, list);
    // A flood of distinct keys must not grow memory without bound: forget the oldest entries.
    if (map.size > MAX_KEYS) map.delete(map.keys().next().value as string);
  }
}

const normalise = (username: string) => username.trim().toLowerCase();

const throttles = new WeakMap<AppContext, LoginThrottle>();

/** One throttle per running app, on the app's clock. */
export function loginThrottle(ctx: AppContext): LoginThrottle {
  let t = throttles.get(ctx);
  if (!t) {
    t = new LoginThrottle(() => ctx.clock.now().getTime());
    throttles.set(ctx, t);
  }
  return t;
}
