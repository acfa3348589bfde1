import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../env';
import { getEnvironmentDiagnostics } from '../features/diagnostics/get-environment-diagnostics';
import { providerReport } from '../providers/mode-report';

// NODE_ENV=production refuses to start with one message listing every problem; Diagnostics lists
// the same problems in any environment.

const READY: Record<string, string> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'k3Vq9xZr2LmP8sTw4NbY7cJd1FgH6aQe',
  ADMIN_PASSWORD: 'a-long-admin-passphrase',
  PUBLIC_URL: 'https://app.callcraft.io',
  CONTACT_EMAIL: 'hello@callcraft.io',
  PARENT_COMPANY_URL: 'https://callcraft.io/company',
  ENTERPRISE_URL: 'https://callcraft.io/enterprise',
  CREATED_BY_URL: 'https://callcraft.io/team',
};

const problemsOf = (vars: Record<string, string | undefined>): string[] => {
  try {
    loadEnv({ ...READY, ...vars } as Record<string, string>);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message
      .split('\n')
      .slice(1)
      .map((l) => l.replace(/^\s+- /, ''));
  }
};

describe('production configuration checked at start', () => {
  it('a complete configuration starts', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it.each([
    ['missing session secret', { SESSION_SECRET: undefined }, 'SESSION_SECRET: is required in production'],
    ['default session secret', { SESSION_SECRET: 'changeme' }, 'SESSION_SECRET: is a well-known default value'],
    [
      'short session secret',
      { SESSION_SECRET: 'short-but-not-default' },
      'SESSION_SECRET: is shorter than 32 characters',
    ],
    ['missing admin password', { ADMIN_PASSWORD: undefined }, 'ADMIN_PASSWORD: is required in production'],
    ['default admin password', { ADMIN_PASSWORD: 'password' }, 'ADMIN_PASSWORD: is a well-known default value'],
    ['missing public URL', { PUBLIC_URL: undefined }, 'PUBLIC_URL: is required in production'],
    ['placeholder public URL', { PUBLIC_URL: 'http://localhost:3000' }, 'PUBLIC_URL: is a placeholder (localhost)'],
    [
      'placeholder contact email',
      { CONTACT_EMAIL: undefined },
      'CONTACT_EMAIL: is a placeholder (hello@callcraft.example)',
    ],
    [
      'placeholder company link',
      { PARENT_COMPANY_URL: 'https://example.com/about' },
      'PARENT_COMPANY_URL: is a placeholder',
    ],
    ['placeholder enterprise link', { ENTERPRISE_URL: undefined }, 'ENTERPRISE_URL: is a placeholder'],
    ['placeholder created-by link', { CREATED_BY_URL: undefined }, 'CREATED_BY_URL: is a placeholder'],
    ['test-only allow-list', { FETCH_ALLOW_HOSTS: '127.0.0.1' }, 'FETCH_ALLOW_HOSTS: is a test-only setting'],
    [
      'Stripe without its publishable key',
      { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      'STRIPE_PUBLISHABLE_KEY: is missing while STRIPE_SECRET_KEY is set',
    ],
    [
      'Stripe publishable key alone',
      { STRIPE_PUBLISHABLE_KEY: 'pk_live_x' },
      'STRIPE_SECRET_KEY: is missing while STRIPE_PUBLISHABLE_KEY is set',
    ],
    [
      'Stripe without its webhook secret',
      { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' },
      'STRIPE_WEBHOOK_SECRET: is required in production when STRIPE_SECRET_KEY is set',
    ],
    [
      'PayPal secret without client id',
      { PAYPAL_CLIENT_SECRET: 's' },
      'PAYPAL_CLIENT_ID: is missing while PAYPAL_CLIENT_SECRET is set',
    ],
    [
      'PayPal without webhook id',
      { PAYPAL_CLIENT_ID: 'i', PAYPAL_CLIENT_SECRET: 's', PAYPAL_MODE: 'live' },
      'PAYPAL_WEBHOOK_ID: is required in production when PAYPAL_CLIENT_ID is set',
    ],
    [
      'PayPal without a stated mode',
      { PAYPAL_CLIENT_ID: 'i', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: '0EH40505U7160970P' },
      'PAYPAL_MODE: must say whether the PayPal credentials are sandbox or live',
    ],
    [
      'Bland without its webhook secret',
      { BLAND_API_KEY: 'k' },
      'BLAND_WEBHOOK_SECRET: is required in production when BLAND_API_KEY is set',
    ],
    [
      'Bland webhook secret alone',
      { BLAND_WEBHOOK_SECRET: 's' },
      'BLAND_API_KEY: is missing while BLAND_WEBHOOK_SECRET is set',
    ],
  ])('%s', (_name, vars, expected) => {
    const problems = problemsOf(vars);
    expect(problems.some((p) => p.startsWith(expected))).toBe(true);
  });

  it('lists every problem in one message', () => {
    const problems = problemsOf({
      SESSION_SECRET: 'secret',
      ADMIN_PASSWORD: undefined,
      PUBLIC_URL: undefined,
      CONTACT_EMAIL: undefined,
      BLAND_API_KEY: 'k',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'SESSION_SECRET',
      'ADMIN_PASSWORD',
      'PUBLIC_URL',
      'CONTACT_EMAIL',
      'BLAND_WEBHOOK_SECRET',
    ]);
  });

  it('Diagnostics shows the same list, also outside production', () => {
    const vars = {
      ...READY,
      NODE_ENV: 'development',
      SESSION_SECRET: 'secret',
      CONTACT_EMAIL: undefined,
      BLAND_API_KEY: 'k',
    } as unknown as Record<string, string>;
    const env = loadEnv(vars);
    const listed = getEnvironmentDiagnostics(env, providerReport(env)).validation.productionProblems;
    expect(listed).toEqual(
      problemsOf({ SESSION_SECRET: 'secret', CONTACT_EMAIL: undefined, BLAND_API_KEY: 'k' }).map((p) =>
        p.replace(': ', ' '),
      ),
    );
    expect(listed).toHaveLength(3);
  });
});

describe('PayPal mode and API base agree', () => {
  const paypal = { PAYPAL_CLIENT_ID: 'i', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: '0EH40505U7160970P' };
  it('live credentials never talk to the sandbox (refused in every environment)', () => {
    expect(problemsOf({ ...paypal, PAYPAL_MODE: 'live', PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com' })).toEqual(
      [
        'PAYPAL_API_BASE: is api-m.sandbox.paypal.com but PAYPAL_MODE is live: live credentials only work against https://api-m.paypal.com',
      ],
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'development',
        ...paypal,
        PAYPAL_MODE: 'live',
        PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
      }),
    ).toThrow(/PAYPAL_MODE is live/);
    expect(() => loadEnv({ ...paypal, PAYPAL_API_BASE: 'https://api-m.paypal.com' })).toThrow(/set PAYPAL_MODE=live/);
  });
  it('the API base follows the mode when not set', async () => {
    const { paypalApiBase } = await import('./paypal-mode');
    expect(paypalApiBase(loadEnv({ ...READY, ...paypal, PAYPAL_MODE: 'live' }))).toBe('https://api-m.paypal.com');
    expect(paypalApiBase(loadEnv({ ...paypal }))).toBe('https://api-m.sandbox.paypal.com');
    expect(paypalApiBase(loadEnv({ ...paypal, PAYPAL_API_BASE: 'http://127.0.0.1:9999/' }))).toBe(
      'http://127.0.0.1:9999',
    );
    expect(problemsOf({ ...paypal, PAYPAL_MODE: 'sandbox', PAYPAL_API_BASE: 'http://127.0.0.1:9999' })).toEqual([
      'PAYPAL_API_BASE: is 127.0.0.1, not a PayPal API host (only tests point it elsewhere)',
    ]);
  });
});
