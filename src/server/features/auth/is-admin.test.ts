import { describe, expect, it } from 'vitest';
import { isAdmin } from './is-admin';

const env = { ADMIN_EMAILS: ['boss@corp.test'], ADMIN_EMAIL_DOMAINS: ['callcraft.test'] };

describe('isAdmin', () => {
  it('admits the fixed admin account by its username', () => {
    expect(isAdmin(env, { username: 'admin', email: 'admin@callcraft.invalid' })).toBe(true);
  });

  it('admits listed emails, whatever their case', () => {
    expect(isAdmin(env, { email: 'Boss@Corp.test' })).toBe(true);
    expect(isAdmin(env, { email: 'other@corp.test' })).toBe(false);
  });

  it('admits listed domains exactly, not their subdomains or look-alikes', () => {
    expect(isAdmin(env, { email: 'ann@callcraft.test' })).toBe(true);
    expect(isAdmin(env, { email: 'ann@evil.callcraft.test' })).toBe(false);
    expect(isAdmin(env, { email: 'ann@callcraft.test.evil' })).toBe(false);
    expect(isAdmin(env, { email: 'callcraft.test' })).toBe(false);
  });

  it('refuses everyone else, including other usernames', () => {
    expect(isAdmin(env, { username: 'administrator', email: 'x@y.test' })).toBe(false);
    expect(isAdmin({ ADMIN_EMAILS: [], ADMIN_EMAIL_DOMAINS: [] }, { username: null, email: 'a@b.test' })).toBe(false);
  });
});
