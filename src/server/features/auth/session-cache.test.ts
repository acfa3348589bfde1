import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedSession,
  forgetSessions,
  rememberSession,
  SESSION_CACHE_TTL_MS,
  sessionCookie,
  sessionGeneration,
} from './session-cache';

// The admin guard's short memory of sessions. Past its few seconds an entry is served only when
// asked for a stale one (an embedded import holds the database), never past the session's expiry
// and never after a sign-out or account change emptied the cache.

describe('session cache', () => {
  afterEach(() => {
    forgetSessions();
    vi.useRealTimers();
  });

  it('serves an entry for a few seconds only, never past the expiry of the session', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    rememberSession('k', { who: 'admin' }, new Date(1_000_000 + 60_000), sessionGeneration());
    expect(cachedSession('k')).toEqual({ who: 'admin' });
    vi.advanceTimersByTime(SESSION_CACHE_TTL_MS + 1);
    expect(cachedSession('k')).toBeUndefined();

    rememberSession('s', { who: 'admin' }, new Date(Date.now() + 1_000), sessionGeneration());
    vi.advanceTimersByTime(1_001); // the session ends before the cache's few seconds
    expect(cachedSession('s')).toBeUndefined();
  });

  it('serves nothing once a sign-out emptied it', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    rememberSession('k', { who: 'admin' }, new Date(2_000_000 + 60_000), sessionGeneration());
    forgetSessions();
    expect(cachedSession('k')).toBeUndefined();
  });
});

describe('session cookie', () => {
  const NAME = '__Secure-better-auth.session_token';
  const read = (cookie: string) => sessionCookie({ cookie }, NAME);

  it('reads only the configured name, the first of two, and splits off the signature', () => {
    expect(read('better-auth.session_token=planted.sig')).toBeNull();
    const real = read(`better-auth.session_token=planted.sig; ${NAME}=tok%2Ben.c2ln`);
    expect(real?.token).toBe('tok+en');
    expect(read(`${NAME}=tok%2Ben.c2ln; ${NAME}=other.sig`)).toEqual(real);
    expect(read(`${NAME}="tok+en.c2ln"`)).toEqual(real);
    expect(read(`${NAME}=other.sig`)?.key).not.toBe(real?.key);
    expect(read(`${NAME}=unsigned`)).toBeNull();
  });
});
