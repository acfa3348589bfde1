import type { Env } from '../env';
import { paypalApiBase } from '../config/paypal-mode';

/**
 * The base URL each live adapter talks to, for the diagnostics' reachability probe. Adapters absent
 * here (smtp, direct-fetch, builtin, the sandboxes) have no vendor endpoint to probe.
 */
const ENDPOINTS: Record<string, (env: Env) => string | undefined> = {
  bland: (env) => env.BLAND_API_URL,
  openai: (env) => env.OPENAI_BASE_URL,
  firecrawl: (env) => env.FIRECRAWL_API_URL,
  stripe: (env) => env.STRIPE_API_URL,
  paypal: (env) => paypalApiBase(env),
  calendly: (env) => env.CALENDLY_URL,
  'twilio-verify': (env) => env.TWILIO_VERIFY_API_URL,
  hubspot: (env) => env.HUBSPOT_BASE_URL,
};

export const vendorEndpoint = (env: Env, adapter: string): string | undefined => ENDPOINTS[adapter]?.(env);
