import { z } from 'zod';
import { text } from '@common/text/schemas';

// Lead Scout (spec part 2: Lead Scout tab and page, "Scout result" and "Prospecting campaign"
// entities, §7 firesearch / generate-prospecting-campaign, §9 limits and focus areas).

/** Spec §9: result limits 5, 10, 15, 20 (default 10). */
export const SCOUT_RESULT_LIMITS = [5, 10, 15, 20] as const;
export const DEFAULT_SCOUT_LIMIT = 10;

/** Spec §9: the four focus areas; business prospects is the default. */
export const SCOUT_FOCUS_AREAS = [
  { id: 'business-prospects', label: 'Business Prospects' },
  { id: 'competitive-intelligence', label: 'Competitive Intelligence' },
  { id: 'market-research', label: 'Market Research' },
  { id: 'partnership-opportunities', label: 'Partnership Opportunities' },
] as const;
export type TScoutFocusArea = (typeof SCOUT_FOCUS_AREAS)[number]['id'];
const FOCUS_IDS = SCOUT_FOCUS_AREAS.map((f) => f.id) as [TScoutFocusArea, ...TScoutFocusArea[]];
export const DEFAULT_FOCUS_AREA: TScoutFocusArea = 'business-prospects';

/** Spec §9 names a fixed default outreach phrase without giving it; this is ours. */
export const DEFAULT_CAMPAIGN_OBJECTIVE =
  'Book discovery calls with owners and managers to show how an AI phone agent answers every call and books more jobs';

/** Spec §8 texts. */
export const SCOUT_MSG = {
  topicRequired: 'Search topic is required',
  validationTitle: 'Validation Error',
  researchFailed: 'Research Failed',
  researchComplete: 'Research Complete',
  campaignFailed: 'Campaign Generation Failed',
} as const;

/** Spec §9: the page shows raw text cut at 5,000 characters and the first 10 sources. */
export const SCOUT_FULL_TEXT_CHARS = 5_000;
export const SCOUT_SOURCES_SHOWN = 10;

export const MAX_TOPIC_CHARS = 200;

export const ZFiresearchRequest = z.object({
  topic: text(MAX_TOPIC_CHARS, `The search topic may be at most ${MAX_TOPIC_CHARS} characters`)
    .trim()
    .min(1, SCOUT_MSG.topicRequired),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (SCOUT_RESULT_LIMITS as readonly number[]).includes(n), 'The result limit must be 5, 10, 15 or 20')
    .optional()
    .default(DEFAULT_SCOUT_LIMIT),
  focusArea: z.enum(FOCUS_IDS).optional().default(DEFAULT_FOCUS_AREA),
});
export type TFiresearchRequest = z.infer<typeof ZFiresearchRequest>;
export type TFiresearchRequestInput = z.input<typeof ZFiresearchRequest>;

const s = (max: number) => text(max);
const list = (max: number, each = 300) => z.array(s(each)).max(max);

export const ZScoutSource = z.object({ url: s(2_000), title: s(500) });

export const ZPotentialLead = z.object({
  companyName: s(200),
  industry: s(120),
  description: s(1_000),
  keyServices: list(10),
  potentialPainPoints: list(10),
  contactOpportunity: s(500),
  reasoning: s(1_000),
  leadScore: z.number().int().min(0).max(100),
  /** The page each claim about this lead came from. */
  sourceUrl: s(2_000),
  website: s(2_000),
  /** Contact details found on the pages ('' when none): a lead needs an email to join a campaign. */
  contactEmail: s(320),
  contactPhone: s(64),
});
export type TPotentialLead = z.infer<typeof ZPotentialLead>;

export const ZScoutResult = z.object({
  summary: s(4_000),
  keyFindings: list(12, 500),
  sources: z.array(ZScoutSource).max(100),
  searchMetadata: z.object({
    searchQuery: s(MAX_TOPIC_CHARS),
    timestamp: s(40),
    resultsCount: z.number().int().min(0).max(1_000),
    focusArea: z.enum(FOCUS_IDS),
    mode: z.enum(['live', 'sandbox']),
    /** The sub-queries the topic was split into. */
    queries: list(5, 400),
  }),
  fullText: s(60_000),
  potentialLeads: z.array(ZPotentialLead).max(20),
});
export type TScoutResult = z.infer<typeof ZScoutResult>;

export const ZFiresearchResponse = z.object({ success: z.literal(true), runId: z.uuid(), data: ZScoutResult });
export type TFiresearchResponse = z.infer<typeof ZFiresearchResponse>;

export const ZScoutRunSummary = z.object({
  id: z.uuid(),
  topic: z.string(),
  focusArea: z.string(),
  resultLimit: z.number().int(),
  mode: z.string(),
  leadCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TScoutRunSummary = z.infer<typeof ZScoutRunSummary>;
export const ZScoutRunList = z.array(ZScoutRunSummary);
export const SCOUT_RUN_LIST_LIMIT = 50;

export const ZScoutRun = ZScoutRunSummary.extend({ data: ZScoutResult });
export type TScoutRun = z.infer<typeof ZScoutRun>;

export const ZScoutRunParams = z.object({ id: z.uuid() });

export const ZProspectingCampaign = z.object({
  campaignName: s(200),
  targetSegments: list(10),
  messagingFramework: s(3_000),
  outreachSequence: list(10, 500),
  keyTalkingPoints: list(10, 500),
});
export type TProspectingCampaign = z.infer<typeof ZProspectingCampaign>;

export const ZGenerateProspectingCampaignRequest = z.object({
  scoutResult: ZScoutResult,
  campaignObjective: text(500).trim().optional().default(DEFAULT_CAMPAIGN_OBJECTIVE),
});
export type TGenerateProspectingCampaignRequest = z.infer<typeof ZGenerateProspectingCampaignRequest>;
export const ZGenerateProspectingCampaignResponse = z.object({
  success: z.literal(true),
  campaign: ZProspectingCampaign,
  mode: z.enum(['live', 'sandbox']),
});
export type TGenerateProspectingCampaignResponse = z.infer<typeof ZGenerateProspectingCampaignResponse>;

/** Beyond the spec: selected potential leads of a stored run become a campaign (source 'scout'). */
export const ZScoutCampaignRequest = z.object({
  leadIndexes: z.array(z.number().int().min(0).max(19)).min(1, 'Select at least one lead').max(20),
  name: text(200).trim().min(1).optional(),
});
export type TScoutCampaignRequest = z.infer<typeof ZScoutCampaignRequest>;
export const ZScoutCampaignResponse = z.object({ campaignId: z.uuid(), leadCount: z.number().int() });

/** Spec §9: 80 or more green, 60 or more yellow, otherwise gray. */
export function leadScoreColour(score: number): 'green' | 'yellow' | 'gray' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'gray';
}
