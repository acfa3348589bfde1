import type { TDiagnosticsEnvironment } from '@common/diagnostics/schemas';
import { PROVIDER_KINDS, type TProviderKind, type TProviderReport } from '@common/system/providers';
import { productionProblems } from '../../config/production-problems';
import type { Env } from '../../env';

/** What a sandboxed provider means for the operator, and what turns it live. */
export const SANDBOX_WARNINGS: Record<TProviderKind, string> = {
  voice: 'Voice calls run in the Sandbox: set BLAND_API_KEY for real calls',
  llm: 'Prompt refinement and agent chats run in the Sandbox, and talking to an agent by voice is off: set OPENAI_API_KEY for AI-written prompts, replies and voice',
  web: 'Website reading runs in the Sandbox: set FIRECRAWL_API_KEY for Firecrawl scraping',
  research: 'Lead Scout research runs in the Sandbox: set FIRECRAWL_API_KEY for web search',
  card: 'Card payments run in the Sandbox: set STRIPE_SECRET_KEY for real payments',
  wallet: 'PayPal payments run in the Sandbox: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET for real payments',
  scheduling: 'Scheduling runs in the Sandbox: set CALENDLY_URL for Calendly booking',
  messaging:
    'Phone verification codes are shown on screen (Sandbox), not texted, so trial calls stay in the voice Sandbox: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
  crm: 'Finished calls are logged for HubSpot but not sent (Sandbox): set HUBSPOT_ACCESS_TOKEN to write notes on HubSpot contacts',
  mail: 'Account mail goes to the Sandbox outbox (/admin/outbox), not to inboxes: set SMTP_URL to send real mail',
};

/** Shown while the site's daily budget of texted codes is spent (the wizard can't verify numbers). */
export const textBudgetWarning = (budget: number) =>
  `The daily budget of texted verification codes is spent (PHONE_CODES_PER_DAY, ${budget} in 24 hours): visitors can't verify a number until older codes are a day old`;

/**
 * In production without SMTP, invitation and reset links wait in the outbox: Owners see every
 * one of them, and a member's only way into a lost account goes through an Owner.
 */
export const MAIL_UNSENT_WARNING =
  'Production runs without SMTP_URL while the team has more than one member: invitation and password-reset links wait in the outbox (/admin/outbox) instead of reaching their recipients. Set SMTP_URL';

export const BLAND_WEBHOOK_WARNING =
  'BLAND_API_KEY is set without BLAND_WEBHOOK_SECRET: Bland webhooks are refused and call results come from polling only';

/**
 * Spec §7 GET /api/debug/environment: presence of each setting, never its value. In production
 * `missing` names the required variables that are not set; `productionProblems` is, in every
 * environment, the list env.ts would refuse a production start with (values are never quoted,
 * except placeholders such as example.com, which are public by nature). `alerts` are states of the
 * running site an operator must know about (a spent budget), listed with the warnings.
 */
export function getEnvironmentDiagnostics(
  env: Env,
  providers: TProviderReport,
  alerts: string[] = [],
  memberCount = 1,
): TDiagnosticsEnvironment {
  const isProduction = env.NODE_ENV === 'production';
  const problems = productionProblems(env);
  const missing = isProduction
    ? [...new Set(problems.filter((p) => /^is (required|missing)/.test(p.message)).map((p) => p.variable))]
    : [];
  const warnings = PROVIDER_KINDS.filter((kind) => providers[kind].mode === 'sandbox').map(
    (kind) => SANDBOX_WARNINGS[kind],
  );
  if (env.BLAND_API_KEY && !env.BLAND_WEBHOOK_SECRET) warnings.push(BLAND_WEBHOOK_WARNING);
  if (isProduction && providers.mail.mode === 'sandbox' && memberCount > 1) warnings.push(MAIL_UNSENT_WARNING);
  warnings.push(...alerts);
  return {
    environment: {
      hasBlandAiKey: Boolean(env.BLAND_API_KEY),
      hasPayPalConfig: Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET),
      hasDatabaseUrl: Boolean(env.DATABASE_URL),
      nodeEnv: env.NODE_ENV,
    },
    isProduction,
    validation: {
      isValid: isProduction ? problems.length === 0 : true,
      missing,
      warnings,
      productionProblems: problems.map((p) => `${p.variable} ${p.message}`),
    },
    providers,
  };
}
