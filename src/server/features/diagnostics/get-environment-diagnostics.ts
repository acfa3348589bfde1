import type { TDiagnosticsEnvironment } from '@common/diagnostics/schemas';
import { PROVIDER_KINDS, type TProviderKind, type TProviderReport } from '@common/system/providers';
import type { Env } from '../../env';

/** What a sandboxed provider means for the operator, and what turns it live. */
export const SANDBOX_WARNINGS: Record<TProviderKind, string> = {
  voice: 'Voice calls run in the Sandbox: set BLAND_API_KEY for real calls',
  llm: 'Prompt refinement runs in the Sandbox: set OPENAI_API_KEY for AI-written prompts',
  web: 'Website reading runs in the Sandbox: set FIRECRAWL_API_KEY for Firecrawl scraping',
  research: 'Lead Scout research runs in the Sandbox: set FIRECRAWL_API_KEY for web search',
  card: 'Card payments run in the Sandbox: set STRIPE_SECRET_KEY for real payments',
  wallet: 'PayPal payments run in the Sandbox: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET for real payments',
  scheduling: 'Scheduling runs in the Sandbox: set CALENDLY_URL for Calendly booking',
  mail: 'Account mail goes to the Sandbox outbox (/admin/outbox), not to inboxes: set SMTP_URL to send real mail',
};

export const BLAND_WEBHOOK_WARNING = 'BLAND_API_KEY is set without BLAND_WEBHOOK_SECRET: Bland webhooks are refused and call results come from polling only';

/**
 * Spec §7 GET /api/debug/environment: presence of each setting, never its value. `missing` names
 * what a production server needs (env.ts already refuses to boot without the first two in
 * production; PUBLIC_URL is what webhooks and checkout returns are built from).
 */
export function getEnvironmentDiagnostics(env: Env, providers: TProviderReport): TDiagnosticsEnvironment {
  const isProduction = env.NODE_ENV === 'production';
  const missing: string[] = [];
  if (isProduction) {
    if (!env.ADMIN_PASSWORD) missing.push('ADMIN_PASSWORD');
    if (!env.SESSION_SECRET) missing.push('SESSION_SECRET');
    if (!env.PUBLIC_URL) missing.push('PUBLIC_URL');
  }
  const warnings = PROVIDER_KINDS.filter((kind) => providers[kind].mode === 'sandbox').map((kind) => SANDBOX_WARNINGS[kind]);
  if (env.BLAND_API_KEY && !env.BLAND_WEBHOOK_SECRET) warnings.push(BLAND_WEBHOOK_WARNING);
  return {
    environment: {
      hasBlandAiKey: Boolean(env.BLAND_API_KEY),
      hasPayPalConfig: Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET),
      hasDatabaseUrl: Boolean(env.DATABASE_URL),
      nodeEnv: env.NODE_ENV,
    },
    isProduction,
    validation: { isValid: missing.length === 0, missing, warnings },
    providers,
  };
}
