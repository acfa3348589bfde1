import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const limits = { windowMs: 60_000, perIp: 4, perUsernameFailures: 2 };

function setup() {
  let now = 1_000_000;
  const t = new LoginThrottle(() => now, limits);
  return { t, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('locks a username after repeated failures, whatever its case, and says how long to wait', () => {
    const { t } = setup();
    t.record('1.1.1.1', 'Admin', false);
    expect(t.check('1.1.1.1', 'admin').allowed).toBe(true);
    t.record('2.2.2.2', 'admin ', false);
    const v = t.check('3.3.3.3', 'ADMIN');
    expect(v.allowed).toBe(false);
    if (!v.allowed) {
      expect(v.message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
      expect(v.retryAfterSeconds).toBe(60);
    }
    expect(t.check('3.3.3.3', 'someone-else').allowed).toBe(true);
  });

  it('treats unknown usernames exactly like known ones (no account lookup at all)', () => {
    const { t } = setup();
    t.record('1.1.1.1', 'nobody-has-this-name', false);
    t.record('1.1.1.1', 'nobody-has-this-name', false);
    expect(t.check('1.1.1.1', 'nobody-has-this-name').allowed).toBe(false);
  });

  it('clears a username’s failures on success', () => {
    const { t } = setup();
    t.record('1.1.1.1', 'admin', false);
    t.record('1.1.1.1', 'admin', true);
    t.record('1.1.1.1', 'admin', false);
    expect(t.check('1.1.1.1', 'admin').allowed).toBe(true);
  });

  it('limits every attempt per IP, successful or not', () => {
    const { t } = setup();
    for (let i = 0; i < 4; i++) t.record('9.9.9.9', `user${i}`, true);
    expect(t.check('9.9.9.9', 'fresh').allowed).toBe(false);
    expect(t.check('8.8.8.8', 'fresh').allowed).toBe(true);
  });

  it('forgets attempts once the window has passed', () => {
    const { t, advance } = setup();
    t.record('1.1.1.1', 'admin', false);
    t.record('1.1.1.1', 'admin', false);
    advance(59_000);
    expect(t.check('1.1.1.1', 'admin').allowed).toBe(false);
    advance(1_001);
    expect(t.check('1.1.1.1', 'admin').allowed).toBe(true);
  });
});
