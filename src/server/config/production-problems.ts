import { paypalModeProblem } from './paypal-mode';

// What a production server must not start with. env.ts refuses to start with NODE_ENV=production
// when this list is not empty (one message, every problem), and Diagnostics shows the same list in
// any environment so an operator sees it before deploying.

export interface ConfigProblem {
  variable: string;
  message: string;
}

/** The fields this check reads (the parsed Env, before env.ts's own refinements). */
export interface CheckedEnv {
  NODE_ENV: string;
  PUBLIC_URL?: string;
  SESSION_SECRET?: string;
  ADMIN_PASSWORD?: string;
  CONTACT_EMAIL: string;
  PARENT_COMPANY_URL: string;
  ENTERPRISE_URL: string;
  CREATED_BY_URL: string;
  FETCH_ALLOW_HOSTS: string[];
  BLAND_API_KEY?: string;
  BLAND_WEBHOOK_SECRET?: string;
  OPENAI_API_KEY?: string;
  FIRECRAWL_API_KEY?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYPAL_MODE?: 'sandbox' | 'live';
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_WEBHOOK_ID?: string;
  PAYPAL_API_BASE?: string;
}

/** Values copied from examples and tutorials: as good as no secret at all. */
const DEFAULT_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'change_me',
  'password',
  'admin',
  'test',
  'dev',
  'development',
  'default',
  'example',
  'session-secret',
  'your-secret-here',
  'replace-me',
]);
const MIN_SESSION_SECRET = 32;
const MIN_ADMIN_PASSWORD = 12;

/** example.com/.net/.org, *.example, *.test, *.invalid, localhost: reserved names that reach nobody. */
const isPlaceholderHost = (host: string) =>
  /(^|\.)(example\.(com|net|org)|localhost)$|\.(example|test|invalid|localhost)$|^example$/.test(host.toLowerCase());
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};
const isPlaceholderUrl = (url: string | undefined) => {
  const host = url ? hostOf(url) : null;
  return host === null || isPlaceholderHost(host) || host === '127.0.0.1' || host === '0.0.0.0';
};

function secretProblem(variable: string, value: string | undefined, min: number, why: string): ConfigProblem | null {
  if (!value) return { variable, message: `is required in production (${why})` };
  if (DEFAULT_SECRETS.has(value.trim().toLowerCase()))
    return { variable, message: 'is a well-known default value: generate a new one' };
  if (value.length < min) return { variable, message: `is shorter than ${min} characters: generate a longer one` };
  return null;
}

/** Vendor variables that only make sense together: [set, needs, why]. */
const PAIRS: Array<[keyof CheckedEnv, keyof CheckedEnv, string]> = [
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'the card form needs the publishable key'],
  ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY', 'the publishable key alone cannot take a payment'],
  ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY', 'Stripe webhooks are only read with Stripe configured'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PayPal needs both'],
  ['PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID', 'PayPal needs both'],
  ['PAYPAL_WEBHOOK_ID', 'PAYPAL_CLIENT_ID', 'PayPal webhooks are only verified with PayPal configured'],
  ['BLAND_WEBHOOK_SECRET', 'BLAND_API_KEY', 'Bland webhooks only come with Bland configured'],
];

/** Configured vendors whose webhooks we accept need their secret: otherwise webhooks are refused or forgeable. */
const WEBHOOK_SECRETS: Array<[keyof CheckedEnv, keyof CheckedEnv, string]> = [
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'Stripe webhooks cannot be verified without it'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_WEBHOOK_ID', 'PayPal webhooks cannot be verified without it'],
  ['BLAND_API_KEY', 'BLAND_WEBHOOK_SECRET', 'Bland webhooks cannot be verified without it'],
];

/** Every problem a production server would have with this configuration (empty: ready). */
export function productionProblems(env: CheckedEnv): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (p: ConfigProblem | null) => p && problems.push(p);
  add(secretProblem('SESSION_SECRET', env.SESSION_SECRET, MIN_SESSION_SECRET, 'signs session and visitor cookies'));
  add(
    secretProblem('ADMIN_PASSWORD', env.ADMIN_PASSWORD, MIN_ADMIN_PASSWORD, 'the admin account has no other password'),
  );
  if (!env.PUBLIC_URL)
    add({
      variable: 'PUBLIC_URL',
      message: 'is required in production (webhooks, PayPal returns and the CSRF origin check are built from it)',
    });
  else if (isPlaceholderUrl(env.PUBLIC_URL))
    add({
      variable: 'PUBLIC_URL',
      message: `is a placeholder (${hostOf(env.PUBLIC_URL) ?? env.PUBLIC_URL}): set the address visitors use`,
    });
  const emailHost = env.CONTACT_EMAIL.split('@')[1] ?? '';
  if (!emailHost || isPlaceholderHost(emailHost))
    add({
      variable: 'CONTACT_EMAIL',
      message: `is a placeholder (${env.CONTACT_EMAIL}): visitors would write to nobody`,
    });
  for (const key of ['PARENT_COMPANY_URL', 'ENTERPRISE_URL', 'CREATED_BY_URL'] as const) {
    if (isPlaceholderUrl(env[key]))
      add({ variable: key, message: `is a placeholder (${env[key]}): the header and footer link to nowhere` });
  }
  if (env.FETCH_ALLOW_HOSTS.length > 0)
    add({ variable: 'FETCH_ALLOW_HOSTS', message: 'is a test-only setting and must be empty in production' });
  for (const [set, needs, why] of PAIRS) {
    if (env[set] && !env[needs]) add({ variable: needs, message: `is missing while ${set} is set (${why})` });
  }
  for (const [vendor, secret, why] of WEBHOOK_SECRETS) {
    if (env[vendor] && !env[secret] && !problems.some((p) => p.variable === secret))
      add({ variable: secret, message: `is required in production when ${vendor} is set (${why})` });
  }
  if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_MODE)
    add({ variable: 'PAYPAL_MODE', message: 'must say whether the PayPal credentials are sandbox or live' });
  const mode = paypalModeProblem({ ...env, NODE_ENV: 'production' });
  if (mode) add({ variable: 'PAYPAL_API_BASE', message: mode });
  return problems;
}
