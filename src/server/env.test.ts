import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('runs on embedded defaults with no configuration', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', RUN_WORKERS: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
  });
  it('reads HUBSPOT_PROPERTIES as property=source pairs and names a bad one', () => {
    expect(loadEnv({}).HUBSPOT_PROPERTIES).toEqual([]);
    expect(
      loadEnv({ HUBSPOT_PROPERTIES: ' callcraft_disposition=disposition, budget=fields.budget ,' }).HUBSPOT_PROPERTIES,
    ).toEqual(['callcraft_disposition=disposition', 'budget=fields.budget']);
    expect(() => loadEnv({ HUBSPOT_PROPERTIES: 'callcraft_disposition=mood' })).toThrow(/HUBSPOT_PROPERTIES/);
  });
  it('fails with a message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadEnv({ PORT: 'abc', NODE_ENV: 'staging' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/NODE_ENV/);
    }
  });
  it('refuses production without an admin password and session secret, and with the test-only allow-list', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: 'x', SESSION_SECRET: 's', FETCH_ALLOW_HOSTS: '127.0.0.1' }),
    ).toThrow(/FETCH_ALLOW_HOSTS/);
    // The full production check has its own tests: config/production-problems.test.ts.
  });
  it('reads the default phone region (US unless set) and refuses an unknown one', () => {
    expect(loadEnv({}).PHONE_DEFAULT_REGION).toBe('US');
    expect(loadEnv({ PHONE_DEFAULT_REGION: 'gb' }).PHONE_DEFAULT_REGION).toBe('GB');
    expect(() => loadEnv({ PHONE_DEFAULT_REGION: 'XX' })).toThrow(/PHONE_DEFAULT_REGION/);
  });
  it('reads the trial share of call capacity (0.2 unless set, 0 to 1) and takes Twilio Verify settings only all together', () => {
    expect(loadEnv({}).TRIAL_CAPACITY_SHARE).toBe(0.2);
    expect(loadEnv({ TRIAL_CAPACITY_SHARE: '0' }).TRIAL_CAPACITY_SHARE).toBe(0);
    expect(() => loadEnv({ TRIAL_CAPACITY_SHARE: '1.5' })).toThrow(/TRIAL_CAPACITY_SHARE: must be between 0 and 1/);
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(
      /TWILIO_VERIFY_SERVICE_SID: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID go together/,
    );
    expect(loadEnv({}).PHONE_CODES_PER_PHONE_PER_HOUR).toBe(5);
    expect(loadEnv({}).PHONE_CODES_PER_IP_PER_DAY).toBe(10);
    expect(loadEnv({}).PHONE_CODES_PER_DAY).toBe(500);
    expect(loadEnv({}).PHONE_CODE_COUNTRIES).toEqual([]);
    expect(loadEnv({ PHONE_CODE_COUNTRIES: 'us, ca' }).PHONE_CODE_COUNTRIES).toEqual(['US', 'CA']);
    expect(() => loadEnv({ PHONE_CODE_COUNTRIES: 'US,XX' })).toThrow(/PHONE_CODE_COUNTRIES/);
    expect(() => loadEnv({ PHONE_CODES_PER_PHONE_PER_DAY: '5' })).toThrow(/PHONE_CODES_PER_PHONE_PER_HOUR/);
  });
  it('runs one CSV import per two cores unless told (at least one), and takes 1–16', () => {
    expect(loadEnv({}).IMPORT_CONCURRENCY).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(loadEnv({ IMPORT_CONCURRENCY: '3' }).IMPORT_CONCURRENCY).toBe(3);
    expect(() => loadEnv({ IMPORT_CONCURRENCY: '0' })).toThrow(ConfigError);
  });

  it('parses lists lower-cased', () => {
    expect(loadEnv({ ADMIN_EMAILS: 'A@x.com, b@y.com' }).ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.com']);
  });
  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses a blanket true with a clear message', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const yes of ['true', 'TRUE', 'yes', 'on'])
      expect(() => loadEnv({ TRUST_PROXY: yes })).toThrow(
        /TRUST_PROXY: TRUST_PROXY=true would believe any X-Forwarded-For address/,
      );
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /not a hop count, an IP address or a CIDR: 10.0.0.0\/40/,
    );
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
