import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { adminPassword, devCredentials } from './admin-password';

const ctx = (vars: Record<string, string>, secret = 'a'.repeat(64)) => ({
  env: loadEnv({ LOG_LEVEL: 'silent', ...vars }),
  secret,
});

describe('admin password', () => {
  it('uses ADMIN_PASSWORD and then shows no development credentials', () => {
    const c = ctx({ NODE_ENV: 'development', ADMIN_PASSWORD: 'chosen' });
    expect(adminPassword(c)).toEqual({ password: 'chosen', generated: false });
    expect(devCredentials(c)).toBeNull();
  });

  it('derives a development password from the secret: stable across processes, different per secret', () => {
    const a = adminPassword(ctx({ NODE_ENV: 'development' }));
    expect(a.generated).toBe(true);
    expect(a.password).toHaveLength(20);
    expect(adminPassword(ctx({ NODE_ENV: 'development' })).password).toBe(a.password);
    expect(adminPassword(ctx({ NODE_ENV: 'development' }, 'b'.repeat(64))).password).not.toBe(a.password);
    expect(devCredentials(ctx({ NODE_ENV: 'development' }))).toEqual({ username: 'admin', password: a.password });
  });

  it('never shows credentials in production (where env.ts demands ADMIN_PASSWORD anyway)', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' })).toThrow(/ADMIN_PASSWORD/);
    const production = { ...loadEnv({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'p' }), NODE_ENV: 'production' as const };
    expect(devCredentials({ env: production, secret: 'a'.repeat(64) })).toBeNull();
  });
});
