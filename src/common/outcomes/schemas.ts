import { z } from 'zod';
import { ZCallHandling } from './call-handling';

// Call outcomes: each campaign's dispositions and extraction fields, the outcome stored
// per call, and what the Results view and its CSV export read. One schema for form and server.

/** The default list, in the order the Results view shows it. */
export const DEFAULT_DISPOSITIONS = [
  'meeting booked',
  'transferred',
  'interested',
  'callback requested',
  'not interested',
  'wrong person',
  'do not call',
  'voicemail',
  'no answer',
  'busy',
  'failed',
] as const;

/** Dispositions the product itself acts on (Dev Queue, do-not-call list); a campaign may rename none of them away silently. */
export const INTERESTED = 'interested';
export const DO_NOT_CALL = 'do not call';
/** What the agent's tools did during the call (a booking, a hand-over to a person) outranks what was said. */
export const MEETING_BOOKED = 'meeting booked';
export const TRANSFERRED = 'transferred';
/** Readings that make a lead a Dev Queue lead: interest, or a meeting already booked on the call. */
/** Dispositions that come from the tools' effects, never from the words alone. */
export const TOOL_DISPOSITIONS: readonly string[] = [MEETING_BOOKED, TRANSFERRED];
export const QUALIFYING_DISPOSITIONS: readonly string[] = [INTERESTED, MEETING_BOOKED];

export const FIELD_TYPES = ['text', 'number', 'yes-no', 'choice'] as const;

const ZLabel = z.string().trim().min(1, 'Required').max(60, 'At most 60 characters');

export const ZExtractionField = z
  .object({
    name: ZLabel,
    type: z.enum(FIELD_TYPES),
    description: z.string().trim().max(300, 'At most 300 characters').default(''),
    /** Only for `choice`: the allowed answers. */
    choices: z.array(ZLabel).max(20).default([]),
  })
  .refine((f) => f.type !== 'choice' || f.choices.length >= 2, {
    message: 'A choice field needs at least two choices',
    path: ['choices'],
  });
export type TExtractionField = z.infer<typeof ZExtractionField>;

export const ZExperimentVariant = z.object({
  /** Short label recorded on each call ("A", "B", "short-intro"). */
  key: z
    .string()
    .trim()
    .min(1)
    .max(24)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
  /**
   * The agent's instructions for this version, with lead variables ({{firstName}}, {{companyName}},
   * {{industry}}); empty: the lead's own generated prompt (the campaign's current version).
   */
  prompt: z.string().max(2000).default(''),
  weight: z.number().int().min(0).max(100),
});
export type TExperimentVariant = z.infer<typeof ZExperimentVariant>;

export const ZExperiment = z.object({
  status: z.enum(['running', 'stopped']),
  variants: z.array(ZExperimentVariant).min(2).max(5),
  /** Set when stopped: the version every later call uses. */
  winner: z.string().max(24).nullable().default(null),
});
export type TExperiment = z.infer<typeof ZExperiment>;

export const ZOutcomeSettings = z
  .object({
    dispositions: z.array(ZLabel).min(1).max(30),
    fields: z.array(ZExtractionField).max(20),
    experiment: ZExperiment.nullable().default(null),
    /** Voicemail and retries per outcome; null: the server defaults (the settings GET fills them in). */
    callHandling: ZCallHandling.nullable().default(null),
  })
  .refine((s) => new Set(s.dispositions.map((d) => d.toLowerCase())).size === s.dispositions.length, {
    message: 'Dispositions must be unique',
    path: ['dispositions'],
  })
  .refine((s) => new Set(s.fields.map((f) => f.name.toLowerCase())).size === s.fields.length, {
    message: 'Field names must be unique',
    path: ['fields'],
  })
  .refine(
    (s) => !s.experiment || new Set(s.experiment.variants.map((v) => v.key)).size === s.experiment.variants.length,
    { message: 'Version keys must be unique', path: ['experiment'] },
  )
  .refine((s) => !s.experiment || s.experiment.variants.some((v) => v.weight > 0), {
    message: 'At least one version needs a weight above 0',
    path: ['experiment'],
  });
export type TOutcomeSettings = z.infer<typeof ZOutcomeSettings>;

export const defaultOutcomeSettings = (): TOutcomeSettings => ({
  dispositions: [...DEFAULT_DISPOSITIONS],
  fields: [],
  experiment: null,
  callHandling: null,
});

export type TFieldValue = string | number | boolean | null;
export const ZFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const READERS = ['llm', 'sandbox'] as const;

export const ZCallOutcome = z.object({
  callId: z.string(),
  leadId: z.string(),
  /** The effective disposition (the admin's override when there is one). */
  disposition: z.string(),
  readerDisposition: z.string(),
  summary: z.string(),
  fields: z.record(z.string(), ZFieldValue),
  reader: z.enum(READERS),
  templateVersion: z.string(),
  override: z.object({ disposition: z.string(), by: z.string().nullable(), at: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TCallOutcome = z.infer<typeof ZCallOutcome>;

export const ZOverrideRequest = z.object({ disposition: ZLabel });

export const ZLeadCallDetails = z.object({
  lead: z.object({
    id: z.string(),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
    phone: z.string(),
    callStatus: z.string(),
  }),
  call: z
    .object({
      id: z.string(),
      /** outbound: the campaign called; inbound: the lead rang the campaign's number. */
      direction: z.enum(['outbound', 'inbound']),
      status: z.string(),
      endReason: z.string().nullable(),
      answeredBy: z.string().nullable(),
      durationSeconds: z.number().nullable(),
      recordingUrl: z.string().nullable(),
      transcript: z.array(z.object({ speaker: z.enum(['agent', 'callee']), text: z.string() })),
      completedAt: z.string().nullable(),
    })
    .nullable(),
  outcome: ZCallOutcome.nullable(),
  /** The call finished and is waiting for its reading (shown as "reading…"). */
  reading: z.boolean(),
  /** The lead's calls both ways, newest first: a callback after the campaign's call shows here. */
  history: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(['outbound', 'inbound']),
      status: z.string(),
      at: z.string(),
      disposition: z.string().nullable(),
    }),
  ),
  dispositions: z.array(z.string()),
  fields: z.array(z.object({ name: z.string(), type: z.enum(FIELD_TYPES) })),
});
export type TLeadCallDetails = z.infer<typeof ZLeadCallDetails>;

const ZRate = z.object({
  successes: z.number(),
  trials: z.number(),
  rate: z.number(),
  low: z.number(),
  high: z.number(),
});

export const ZResultsQuery = z.object({
  disposition: z.string().max(60).optional(),
  version: z.string().max(24).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const ZResultRow = z.object({
  leadId: z.string(),
  name: z.string(),
  companyName: z.string(),
  phone: z.string(),
  disposition: z.string(),
  summary: z.string(),
  fields: z.record(z.string(), ZFieldValue),
  version: z.string(),
  durationSeconds: z.number().nullable(),
  /** When the lead's latest call ended (ISO 8601), as its provider recorded it. */
  completedAt: z.string().nullable(),
  /** That call, and who rang whom: a lead's callback to the campaign's number is inbound. */
  callId: z.string().nullable(),
  direction: z.enum(['outbound', 'inbound']).nullable(),
});

export const ZCampaignResults = z.object({
  campaignId: z.string(),
  settings: ZOutcomeSettings,
  /** The campaign card's figures (common/outreach/figures.ts), shown with their definitions. */
  figures: z.object({
    totalLeads: z.number(),
    processed: z.number(),
    successful: z.number(),
    failed: z.number(),
    successRate: z.number(),
  }),
  funnel: z.object({
    dialled: z.number(),
    answered: z.number(),
    conversation: z.number(),
    interested: z.number(),
    booked: z.number(),
  }),
  dispositions: z.array(z.object({ disposition: z.string(), count: z.number() })),
  versions: z.array(
    z.object({
      version: z.string(),
      leads: z.number(),
      answered: ZRate,
      interested: ZRate,
      booked: ZRate,
      /** Meetings the agent booked during this version's calls (the book_meeting tool). */
      meetingsBooked: z.number().int(),
      /** Probability that this version's interested rate is the highest (Beta posteriors, prob-best.ts). */
      pBest: z.number(),
      /** The newest simulation run of this version's current text: scenarios passed of the suite. */
      simulation: z
        .object({ promptVersionId: z.string(), passed: z.number().int(), total: z.number().int() })
        .nullable()
        .optional(),
    }),
  ),
  verdict: z.object({
    state: z.enum(['too-few', 'undecided', 'leader']),
    leader: z.string().nullable(),
    message: z.string(),
  }),
  rows: z.array(ZResultRow),
  total: z.number(),
  /** Finished calls waiting for their reading (shown as "reading…"). */
  reading: z.number().int(),
});
export type TCampaignResults = z.infer<typeof ZCampaignResults>;

export const ZStopExperiment = z.object({ winner: z.string().min(1).max(24) });
