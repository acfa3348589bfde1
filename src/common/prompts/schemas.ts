import { z } from 'zod';
import { list, text } from '../text/schemas';

// The prompt template (admin Template tab) and the lead-based prompt (admin Prompts tab, and
// dispatch). The wizard's own prompt request lives in ../wizard/schemas.ts.

/** The template's placeholder variables (spec part 2 §3), with what each one is filled with. */
export const PROMPT_PLACEHOLDERS = [
  { key: 'name', description: "The agent's name" },
  { key: 'companyName', description: "The business the agent calls (lead company, or the visitor's website)" },
  { key: 'industry', description: "The business's industry" },
  { key: 'gender', description: "The agent's gender" },
  { key: 'age', description: "The agent's age range, e.g. 20s" },
  { key: 'energyStyle', description: 'Energy style with a short description of how it sounds' },
  { key: 'toneBooster', description: 'Tone boosters, comma-separated, with what each one means' },
  { key: 'hometownSection', description: 'Where the agent is from and the dialect to use (empty when none)' },
  { key: 'backstorySection', description: "The agent's backstory (empty when none)" },
  { key: 'companyContext', description: 'What is known about the business: website analysis or lead enrichment' },
] as const;
export type TPromptPlaceholder = (typeof PROMPT_PLACEHOLDERS)[number]['key'];
export const PROMPT_PLACEHOLDER_KEYS: readonly TPromptPlaceholder[] = PROMPT_PLACEHOLDERS.map((p) => p.key);

/** Generous: the rendered prompt is capped anyway; this only stops absurd uploads. */
export const MAX_TEMPLATE_CHARS = 20_000;

export const ZPromptTemplateResponse = z.object({
  template: z.string(),
  /** True when no saved template exists and the built-in default is in use. */
  isDefault: z.boolean(),
  placeholders: z.array(z.object({ key: z.string(), description: z.string() })),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TPromptTemplateResponse = z.infer<typeof ZPromptTemplateResponse>;

export const ZUpdatePromptTemplateRequest = z.object({
  template: text(
    MAX_TEMPLATE_CHARS,
    `The template may be at most ${MAX_TEMPLATE_CHARS.toLocaleString('en-US')} characters`,
  ),
});
export type TUpdatePromptTemplateRequest = z.infer<typeof ZUpdatePromptTemplateRequest>;

// ---- POST /api/generate-agent-prompt: a prompt for calling a lead ----
const opt = text(5_000).trim().optional().default('');
/** Enrichment lists may arrive as lists or text; the prompt wants text. */
const textOrList = z
  .union([text(5_000), list(text(500), 500)])
  .optional()
  .default('')
  .transform((v) =>
    Array.isArray(v)
      ? v
          .map((s) => s.trim())
          .filter(Boolean)
          .join(', ')
      : v.trim(),
  );

export const ZLeadEnrichment = z.object({
  industry: opt,
  businessDescription: opt,
  ownerName: opt,
  services: textOrList,
  keyPoints: textOrList,
  customerTypes: textOrList,
  painPoints: textOrList,
});

export const ZLeadData = z.object({
  firstName: opt,
  lastName: opt,
  companyName: opt,
  email: opt,
  phoneNumber: opt,
  website: opt,
  industry: opt,
  enrichment: ZLeadEnrichment.optional(),
  /** Free-text enrichment context typed in the Prompts tab. */
  enrichmentContext: opt,
});
export type TLeadData = z.infer<typeof ZLeadData>;

/** Spec part 2 §9: the prompt editor's defaults are female, 30s, professional. */
export const LEAD_AGENT_DEFAULTS = { gender: 'female', age: '30s', energyStyle: 'professional' } as const;

export const ZLeadAgentConfig = z.object({
  industry: opt,
  gender: text(40).trim().optional().default(LEAD_AGENT_DEFAULTS.gender),
  age: text(40).trim().optional().default(LEAD_AGENT_DEFAULTS.age),
  energyStyle: text(40).trim().optional().default(LEAD_AGENT_DEFAULTS.energyStyle),
  name: opt,
});
export type TLeadAgentConfig = z.infer<typeof ZLeadAgentConfig>;

export const ZGenerateAgentPromptRequest = z.object({
  leadData: ZLeadData,
  agentConfig: ZLeadAgentConfig.optional().default({ industry: '', ...LEAD_AGENT_DEFAULTS, name: '' }),
});
export type TGenerateAgentPromptRequest = z.infer<typeof ZGenerateAgentPromptRequest>;
export type TGenerateAgentPromptRequestInput = z.input<typeof ZGenerateAgentPromptRequest>;

export const ZGenerateAgentPromptResponse = z.object({ prompt: z.string(), mode: z.enum(['live', 'sandbox']) });
export type TGenerateAgentPromptResponse = z.infer<typeof ZGenerateAgentPromptResponse>;

// ---- Template history (admin Template tab) ----
export const TEMPLATE_VERSION_LIST_LIMIT = 100;

export const ZTemplateVersionSummary = z.object({
  id: z.uuid(),
  /** The built-in default was in force. */
  isDefault: z.boolean(),
  /** Who made this text current, and when (null for the default). */
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  /** Who replaced it, when, and how. */
  replacedBy: z.string().nullable(),
  replacedAt: z.string(),
  replacedVia: z.enum(['save', 'reset', 'restore']),
  chars: z.number().int(),
});
export type TTemplateVersionSummary = z.infer<typeof ZTemplateVersionSummary>;
export const ZTemplateVersionList = z.array(ZTemplateVersionSummary);
export const ZTemplateVersion = ZTemplateVersionSummary.extend({ template: z.string() });
export type TTemplateVersion = z.infer<typeof ZTemplateVersion>;
export const ZTemplateVersionParams = z.object({ id: z.uuid() });
