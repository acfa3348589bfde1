// PayPal has two worlds with separate credentials: sandbox and live. Nothing in a client id says
// which world it belongs to, so the operator states it (PAYPAL_MODE) and the API base follows it;
// an explicit PAYPAL_API_BASE that points at the other world is refused at start.

export const PAYPAL_API_BASES = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;
export type PaypalMode = keyof typeof PAYPAL_API_BASES;

const LIVE_HOSTS = new Set(['api-m.paypal.com', 'api.paypal.com']);
const SANDBOX_HOSTS = new Set(['api-m.sandbox.paypal.com', 'api.sandbox.paypal.com']);

interface PaypalEnv {
  NODE_ENV: string;
  PAYPAL_MODE?: PaypalMode;
  PAYPAL_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
}

/** The base URL the adapter talks to: PAYPAL_API_BASE when set (tests: the fake), else the mode's host. */
export const paypalApiBase = (env: PaypalEnv) =>
  (env.PAYPAL_API_BASE ?? PAYPAL_API_BASES[env.PAYPAL_MODE ?? 'sandbox']).replace(/\/+$/, '');

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** Where the mode and the API base disagree (refused in every environment); null when they agree. */
export function paypalModeProblem(env: PaypalEnv): string | null {
  if (!env.PAYPAL_API_BASE) return null;
  const host = hostOf(env.PAYPAL_API_BASE);
  const mode = env.PAYPAL_MODE ?? 'sandbox';
  if (mode === 'live' && !LIVE_HOSTS.has(host))
    return `is ${host || env.PAYPAL_API_BASE} but PAYPAL_MODE is live: live credentials only work against ${PAYPAL_API_BASES.live}`;
  if (mode === 'sandbox' && LIVE_HOSTS.has(host))
    return `is PayPal's live API but PAYPAL_MODE is ${env.PAYPAL_MODE ? 'sandbox' : 'unset (sandbox)'}: set PAYPAL_MODE=live for live credentials`;
  if (env.NODE_ENV === 'production' && env.PAYPAL_CLIENT_ID && !LIVE_HOSTS.has(host) && !SANDBOX_HOSTS.has(host))
    return `is ${host || env.PAYPAL_API_BASE}, not a PayPal API host (only tests point it elsewhere)`;
  return null;
}
