import { z } from 'zod';

// The mode report: which providers are real ("live") and which are the offline sandbox. The
// diagnostics page and the UI's "Sandbox" badge read it from GET /api/providers.

export const ZProviderMode = z.enum(['live', 'sandbox']);
export type TProviderMode = z.infer<typeof ZProviderMode>;

export const ZProviderInfo = z.object({
  mode: ZProviderMode,
  /** The adapter in use, e.g. "bland", "openai", "firecrawl", "direct-fetch", "stripe", "sandbox". */
  adapter: z.string(),
});

export const PROVIDER_KINDS = [
  'voice',
  'llm',
  'web',
  'research',
  'card',
  'wallet',
  'scheduling',
  'mail',
  'messaging',
  'crm',
] as const;
export type TProviderKind = (typeof PROVIDER_KINDS)[number];

export const ZProviderReport = z.object({
  voice: ZProviderInfo,
  llm: ZProviderInfo,
  /** Reading a visitor's website: a real HTTP fetch even without Firecrawl, so it is never "sandbox". */
  web: ZProviderInfo,
  /** Lead Scout research: Firecrawl search when keyed, else full-text search over captured pages. */
  research: ZProviderInfo,
  card: ZProviderInfo,
  wallet: ZProviderInfo,
  scheduling: ZProviderInfo,
  /** Account mail (verification, password reset): SMTP when SMTP_URL is set, else the Sandbox outbox. */
  mail: ZProviderInfo,
  /** The wizard's one-time phone code: Twilio Verify when keyed, else the Sandbox, which shows the code on screen. */
  messaging: ZProviderInfo,
  /** Finished campaign calls written to HubSpot contacts: HubSpot when HUBSPOT_ACCESS_TOKEN is set, else the Sandbox (logged only). */
  crm: ZProviderInfo,
});
export type TProviderReport = z.infer<typeof ZProviderReport>;
