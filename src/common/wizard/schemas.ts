import { z } from 'zod';
import { list, text } from '../text/schemas';
import { MAX_TEMPLATE_CHARS } from '../prompts/schemas';
import { MAX_TONE_BOOSTERS, SEND_DEFAULTS } from './options';
import { MSG } from './messages';

// One schema per request and response (house rule 3). The step schemas carry the spec's exact
// messages and drive the wizard form; the request schemas are what the server accepts.

const trimmed = (max: number) => text(max).trim();
const optionalText = (max: number) =>
  text(max)
    .optional()
    .default('')
    .transform((s) => s.trim());
/** topServices / customerTypes may arrive as lists: joined with ", " before being sent on (spec §3). */
const joinedText = z
  .union([text(5000), list(text(500), 500)])
  .optional()
  .default('')
  .transform((v) => (Array.isArray(v) ? v.join(', ') : v).trim());

export const ZScrapedData = z.object({
  businessSpecialties: joinedText,
  businessTone: joinedText,
  topServices: joinedText,
  customerTypes: joinedText,
  testimonialTraits: joinedText,
});
export type TScrapedData = z.infer<typeof ZScrapedData>;

export const ZScrapeWebsiteQuery = z.object({
  url: text(2048).trim().min(1, 'A website address is required'),
  t: text(64).optional(),
});
/** One value of an analysed field and where it was read: the sentence and the page (spec §3 fields). */
export const ZFieldEvidence = z.object({
  value: z.string().max(200),
  sentence: z.string().max(400),
  url: z.string().max(2048),
});
export type TFieldEvidence = z.infer<typeof ZFieldEvidence>;
const evidenceList = z.array(ZFieldEvidence).max(8);
/** Per field, where each value came from (a value the reader could not place has no entry). */
export const ZAnalysisEvidence = z.object({
  businessSpecialties: evidenceList,
  businessTone: evidenceList,
  topServices: evidenceList,
  customerTypes: evidenceList,
  testimonialTraits: evidenceList,
});
export type TAnalysisEvidence = z.infer<typeof ZAnalysisEvidence>;
export const EMPTY_EVIDENCE: TAnalysisEvidence = {
  businessSpecialties: [],
  businessTone: [],
  topServices: [],
  customerTypes: [],
  testimonialTraits: [],
};

/**
 * What GET /api/scrape-website answers. Plain strings, not ZScrapedData's list-joining transform:
 * the server encodes responses through the schema, and a transform can't be encoded.
 */
export const ZScrapeWebsiteResponse = z.object({
  businessSpecialties: z.string(),
  businessTone: z.string(),
  topServices: z.string(),
  customerTypes: z.string(),
  testimonialTraits: z.string(),
  /** The web adapter that read the site (direct-fetch, or the configured reader's name, e.g. firecrawl). */
  source: z.string(),
  /** Which extractor read the pages: the language model (when keyed) or the offline reader. */
  extractor: z.enum(['llm', 'offline']),
  /** For each field, the sentence and page each value was read from (shown in the wizard's Preview). */
  evidence: ZAnalysisEvidence,
  pagesAnalyzed: z.number().int(),
  cached: z.boolean(),
});
export type TScrapeWebsiteResponse = z.infer<typeof ZScrapeWebsiteResponse>;

// The wizard steps' own schemas (client validation on Continue) live in step-schemas.ts: the form
// loads them on Continue, and building every request schema here as well was a long task there.

// ---- The configuration as sent to the server ----
/** Loose on purpose: presence rules are checked by checkPromptConfig so the spec's messages come out. */
export const ZAgentConfig = z.object({
  industry: trimmed(200).default(SEND_DEFAULTS.industry),
  industryCustom: optionalText(200),
  websiteUrl: optionalText(2048),
  gender: trimmed(40).default(SEND_DEFAULTS.gender),
  age: trimmed(40).default(SEND_DEFAULTS.age),
  energyStyle: trimmed(40).default(SEND_DEFAULTS.energyStyle),
  toneBooster: z
    .array(trimmed(100))
    .max(MAX_TONE_BOOSTERS)
    .default([...SEND_DEFAULTS.toneBooster]),
  hometown: trimmed(200).default(SEND_DEFAULTS.hometown),
  name: optionalText(200),
  backstory: optionalText(5000),
  scrapedData: ZScrapedData.nullish(),
  generatedPrompt: text(MAX_TEMPLATE_CHARS).optional(),
});
export type TAgentConfig = z.infer<typeof ZAgentConfig>;
export type TAgentConfigInput = z.input<typeof ZAgentConfig>;

export const ZGeneratePromptRequest = ZAgentConfig.omit({ generatedPrompt: true });
export type TGeneratePromptRequest = z.infer<typeof ZGeneratePromptRequest>;
export const ZGeneratePromptResponse = z.object({ prompt: z.string(), mode: z.enum(['live', 'sandbox']) });
export type TGeneratePromptResponse = z.infer<typeof ZGeneratePromptResponse>;

export const ZSaveAgentConfigRequest = ZAgentConfig.extend({ phoneNumber: text(40).optional() });
export type TSaveAgentConfigRequest = z.infer<typeof ZSaveAgentConfigRequest>;
export const ZSaveAgentConfigResponse = z.object({ id: z.uuid() });

export const ZLaunchAgentRequest = z.object({
  phoneNumber: text(40).min(1),
  agentConfig: ZAgentConfig.extend({ id: z.uuid() }),
  /** The visitor saw CALL_CONSENT_TEXT and pressed Spin Up Agent. */
  consent: z.literal(true, { message: 'Consent to the automated call is required' }),
});
export type TLaunchAgentRequest = z.infer<typeof ZLaunchAgentRequest>;
export const ZLaunchAgentResponse = z.object({
  success: z.literal(true),
  agentId: z.uuid(),
  trialId: z.uuid(),
  callId: z.uuid(),
  mode: z.enum(['live', 'sandbox']),
});
export type TLaunchAgentResponse = z.infer<typeof ZLaunchAgentResponse>;

export const TRIAL_STATUSES = ['initiated', 'verified', 'launched', 'completed', 'failed'] as const;
export type TTrialStatus = (typeof TRIAL_STATUSES)[number];
export const TRIAL_STATUS_LABELS: Record<(typeof TRIAL_STATUSES)[number], string> = {
  initiated: 'Initiated',
  verified: 'Phone Verified',
  launched: 'Agent Launched',
  completed: 'Call Completed',
  failed: 'Failed',
};
export const ZVoiceAgentTrialRequest = z.object({
  phoneNumber: text(40).min(1),
  /** `id` when the configuration was already saved: the launch then reuses this trial exactly. */
  agentConfig: ZAgentConfig.extend({ id: z.uuid().optional() }),
  callStatus: z.literal('verified'),
});
export type TVoiceAgentTrialRequest = z.infer<typeof ZVoiceAgentTrialRequest>;
export const ZVoiceAgentTrialResponse = z.object({ id: z.uuid() });

// ---- Voice-call test page ----
export const ZTestCallRequest = z.object({
  phoneNumber: text(40).trim().min(1, MSG.missingInfo),
  prompt: text(MAX_TEMPLATE_CHARS).trim().min(1, MSG.missingInfo),
  options: z
    .object({ gender: text(40).default('female'), age: text(40).default('30s') })
    .default({ gender: 'female', age: '30s' }),
});
export type TTestCallRequest = z.infer<typeof ZTestCallRequest>;
