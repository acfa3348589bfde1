import { z } from 'zod';
import { text } from '@common/text/schemas';

// Lead enrichment (spec part 2 §3 "Enrichment", §7). One schema per request and response, shared
// by the Enrichment and AI Upload tabs, the /test-firecrawl page and the server routes.

/** Default number of leads enriched at once by one batch job (ENRICH_CONCURRENCY overrides it). */
export const DEFAULT_ENRICH_CONCURRENCY = 16;
/** A lead id list sent to the batch job (the AI Upload run) is at most this long. */
export const MAX_ENRICH_LEAD_IDS = 10_000;

export const ZGptAnalysis = z.object({
  businessDescription: z.string(),
  keyServices: z.array(z.string()),
  targetAudience: z.string(),
  painPoints: z.array(z.string()),
  communicationStyle: z.string(),
  callScript: z.string(),
});
export type TGptAnalysis = z.infer<typeof ZGptAnalysis>;

export const ZBusinessInsights = z.object({
  services: z.array(z.string()),
  keyPoints: z.array(z.string()),
  industry: z.string(),
});

export const ZFirecrawlData = z.object({
  /** True when the lead's website was read; false when the enrichment came from its CSV fields. */
  success: z.boolean(),
  sources: z.array(z.string()),
  businessInsights: ZBusinessInsights,
});

/** What the enrichment was built from. */
export const ENRICHMENT_BASES = ['website', 'csv'] as const;

export const ZEnrichment = z.object({
  companyName: z.string(),
  industry: z.string(),
  ownerName: z.string(),
  gptAnalysis: ZGptAnalysis,
  firecrawlData: ZFirecrawlData,
  /** live: the LLM's analysis; sandbox: written by rules from the page text (labelled Sandbox). */
  mode: z.enum(['live', 'sandbox']),
  basis: z.enum(ENRICHMENT_BASES),
  /** Why the website was not used, or how the analysis was made; shown beside the enrichment. */
  note: z.string(),
  agentPrompt: z.string(),
});
export type TEnrichment = z.infer<typeof ZEnrichment>;

/** GET /api/admin/leads/{id}/enrichment */
export const ZLeadEnrichmentResponse = z.object({
  leadId: z.uuid(),
  enrichmentStatus: z.enum(['pending', 'processing', 'enriched', 'failed']),
  notes: z.string(),
  enrichment: ZEnrichment.nullable(),
});
export type TLeadEnrichmentResponse = z.infer<typeof ZLeadEnrichmentResponse>;

export const ZIdParams = z.object({ id: z.uuid() });

/** POST /api/admin/campaigns/{id}/enrich. batchSize is the spec's (5); concurrency is the server's. */
export const ZEnrichCampaignRequest = z
  .object({
    batchSize: z.number().int().min(1).max(100).optional(),
    /** Only these leads (the AI Upload's rows); all pending leads of the campaign otherwise. */
    leadIds: z.array(z.uuid()).max(MAX_ENRICH_LEAD_IDS).optional(),
  })
  .optional();

export const ZEnrichJobResponse = z.object({ jobId: z.uuid() });
export type TEnrichJobResponse = z.infer<typeof ZEnrichJobResponse>;

/**
 * The batch job's result (the SSE stream's last event). `enriched` splits into leads whose website
 * was read and leads enriched from their CSV fields only (no site, or it could not be read).
 */
export const ZEnrichRunResult = z.object({
  enriched: z.number().int(),
  fromWebsite: z.number().int(),
  csvOnly: z.number().int(),
  failed: z.number().int(),
});
export type TEnrichRunResult = z.infer<typeof ZEnrichRunResult>;

/** "5 enriched from the website, 3 from the CSV only, 0 failed": never "8 enriched" when no site was read. */
export const enrichSummary = (r: Partial<TEnrichRunResult> | undefined) =>
  `${r?.fromWebsite ?? 0} enriched from the website, ${r?.csvOnly ?? 0} from the CSV only, ${r?.failed ?? 0} failed`;

/** GET /api/admin/campaigns/{id}/enrichment-stats: the Enrichment tab's stat cards. */
export const ZEnrichmentStats = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  enriched: z.number().int(),
  /** Enriched leads whose website was read… */
  fromWebsite: z.number().int(),
  /** …and those enriched from their CSV fields only. */
  csvOnly: z.number().int(),
  failed: z.number().int(),
});
export type TEnrichmentStats = z.infer<typeof ZEnrichmentStats>;

/** POST /api/enrich-lead (spec §7): one AI Upload row, enriched without being stored. */
export const ZEnrichRowRequest = z.object({
  company: text(300).trim().min(1, 'Company is required'),
  website: text(2048).trim().optional().default(''),
  contactName: text(200).trim().optional().default(''),
  email: text(320).trim().optional().default(''),
  phone: text(64).trim().optional().default(''),
});
export type TEnrichRowRequest = z.infer<typeof ZEnrichRowRequest>;

// ---- /test-firecrawl (spec §3 "Web-enrichment test result") ----
export const TEST_FIRECRAWL_MSG = { companyRequired: 'Company name is required' } as const;
/** The page shows the raw markdown cut at this many characters, then an ellipsis. */
export const TEST_FIRECRAWL_MARKDOWN_CHARS = 2000;

export const ZTestFirecrawlRequest = z.object({
  companyName: text(300).trim().min(1, TEST_FIRECRAWL_MSG.companyRequired),
  domain: text(2048).trim().optional().default(''),
});
export type TTestFirecrawlRequest = z.input<typeof ZTestFirecrawlRequest>;

export const ZTestFirecrawlResponse = z.object({
  success: z.boolean(),
  sources: z.array(z.string()),
  businessInsights: ZBusinessInsights,
  processedForPrompt: z.string(),
  markdown: z.string(),
  /** Which adapter read the site (firecrawl, or the direct fetch in sandbox), and why it failed. */
  source: z.string(),
  error: z.string().optional(),
});
export type TTestFirecrawlResponse = z.infer<typeof ZTestFirecrawlResponse>;

// ---- AI Upload (spec §2, §5): company, contact_name, email, phone, website ----
export const AI_UPLOAD_MSG = {
  missingColumns: 'CSV must contain company, contact_name, and email columns',
  noValidLeads: 'No valid leads found in CSV',
  saveFailed: 'Failed to save campaign',
  saveFailedTitle: 'Save Failed',
} as const;
/** The AI Upload previews this many enriched rows; the download is named as in spec §9. */
export const AI_UPLOAD_PREVIEW_ROWS = 10;
export const AI_UPLOAD_FILE_NAME = 'ai_enriched_leads.csv';
export const AI_UPLOAD_MAX_ROWS = MAX_ENRICH_LEAD_IDS;

export const ZAiUploadRow = z.object({
  company: text(300),
  contact_name: text(200),
  email: text(320),
  phone: text(64).optional().default(''),
  website: text(2048).optional().default(''),
});
export type TAiUploadRow = z.input<typeof ZAiUploadRow>;

/** POST /api/admin/campaigns/ai-upload: stores the rows as an ai-csv campaign and queues their enrichment. */
export const ZAiUploadRequest = z.object({
  name: text(200).trim().min(1, 'Missing information'),
  rows: z.array(ZAiUploadRow).min(1, AI_UPLOAD_MSG.noValidLeads).max(AI_UPLOAD_MAX_ROWS),
});
export type TAiUploadRequest = z.input<typeof ZAiUploadRequest>;
export const ZAiUploadResponse = z.object({ campaignId: z.uuid(), leadCount: z.number().int(), jobId: z.uuid() });
export type TAiUploadResponse = z.infer<typeof ZAiUploadResponse>;

/** One enriched row: the AI columns plus what enrichment added (industry, notes, agent prompt). */
export const ZEnrichedRow = z.object({
  company: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  industry: z.string(),
  status: z.string(),
  notes: z.string(),
  agent_prompt: z.string(),
});
export type TEnrichedRow = z.infer<typeof ZEnrichedRow>;
export const ENRICHED_CSV_COLUMNS = [
  'company',
  'contact_name',
  'email',
  'phone',
  'website',
  'industry',
  'status',
  'notes',
  'agent_prompt',
] as const;
export const ZEnrichedRowsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(AI_UPLOAD_PREVIEW_ROWS).default(AI_UPLOAD_PREVIEW_ROWS),
});
