import type { TProviderReport } from '@common/system/providers';
import type { Env } from '../env';

/**
 * Which adapter each provider kind uses, decided by configuration alone: a real adapter when its
 * key is set, the labelled sandbox otherwise. `createProviders` uses the same decision, so the
 * report can never disagree with what actually runs.
 */
export function providerReport(env: Env): TProviderReport {
  const live = (adapter: string) => ({ mode: 'live' as const, adapter });
  const sandbox = { mode: 'sandbox' as const, adapter: 'sandbox' };
  return {
    voice: env.BLAND_API_KEY ? live('bland') : sandbox,
    llm: env.OPENAI_API_KEY ? live('openai') : sandbox,
    web: env.FIRECRAWL_API_KEY ? live('firecrawl') : live('direct-fetch'),
    research: env.FIRECRAWL_API_KEY ? live('firecrawl') : sandbox,
    card: env.STRIPE_SECRET_KEY ? live('stripe') : sandbox,
    wallet: env.PAYPAL_CLIENT_ID ? live('paypal') : sandbox,
    scheduling: env.CALENDLY_URL ? live('calendly') : { mode: 'live', adapter: 'builtin' },
    mail: env.SMTP_URL ? live('smtp') : sandbox,
    messaging:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID
        ? live('twilio-verify')
        : sandbox,
    crm: env.HUBSPOT_ACCESS_TOKEN ? live('hubspot') : sandbox,
  };
}
