import { z } from 'zod';
import { FALLBACK_BUSINESS_NAME } from '@common/campaign-settings/defaults';
import { ZCampaignSchedule } from '@common/campaign-settings/schedule';
import { CALL_STATUSES, RUN_STATUSES, SHOWN_CAMPAIGN_STATUSES } from '@common/outreach/states';
import { list, text } from '@common/text/schemas';
import { ZToolCallView } from '@common/conversations/schemas';
import { ZConsentState } from './registry';

// Campaign call dispatch (spec part 2: Dispatch tab, §5 dispatch rules, §7, §8 alerts, §9 limits;
// issue 9: compliance guard, call tracking). Shared by the Dispatch tab and the server.

/** Spec §9: batch 1 to 50 (default 25, and 25 when not a number); delay 1,000 to 10,000 ms (default 2,000). */
export const DISPATCH_BATCH = { min: 1, max: 50, default: 25 } as const;
export const DISPATCH_DELAY_MS = { min: 1000, max: 10_000, default: 2000 } as const;

/** Spec §8 dispatch alerts, exact text. */
export const DISPATCH_MSG = {
  noBusinessName: `This campaign names no business of its own, so its calls would say they come from "${FALLBACK_BUSINESS_NAME}". Set its business name in the Dispatch tab, under Campaign settings → Business name, then start a live dispatch (test runs work without one).`,
  noLeadsReady: 'No leads ready for dispatch. Ensure leads are enriched and have voice clones assigned.',
  capacityExceeded: 'Call capacity exceeded. Check daily/hourly limits above.',
  voiceFailed: 'Voice assignment failed',
  voiceFailedText: 'Failed to assign voice clones to leads',
  dispatchFailed: 'Campaign dispatch failed',
  dispatchFailedText: 'Failed to dispatch campaign calls',
} as const;

/** Why a finished call ended (docs/decisions/2026-11-23-dispatch.md). */
export const END_REASONS = ['completed', 'no-answer', 'busy', 'voicemail', 'failed'] as const;
export type TEndReason = (typeof END_REASONS)[number];

/**
 * The batch size as the spec reads it: a number from 1 to 50; anything that is not a number
 * (absent, empty, "abc") is the default 25; a number outside the range is refused.
 */
const batchSize = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return DISPATCH_BATCH.default;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
    return Number.isNaN(n) ? DISPATCH_BATCH.default : n;
  },
  z
    .number()
    .int('Batch size must be a whole number')
    .min(DISPATCH_BATCH.min, 'Batch size must be between 1 and 50')
    .max(DISPATCH_BATCH.max, 'Batch size must be between 1 and 50'),
);

export const ZDispatchRequest = z.object({
  batchSize: batchSize.optional().default(DISPATCH_BATCH.default),
  delayBetweenCalls: z
    .number()
    .int('Delay must be a whole number of milliseconds')
    .min(DISPATCH_DELAY_MS.min, 'Delay must be between 1000 and 10000 ms')
    .max(DISPATCH_DELAY_MS.max, 'Delay must be between 1000 and 10000 ms')
    .default(DISPATCH_DELAY_MS.default),
  testMode: z.boolean().default(true),
  /** The consent attestation given with the dispatch (recorded once per campaign). */
  consentAttestation: z.boolean().optional(),
});
export type TDispatchRequest = z.input<typeof ZDispatchRequest>;

/** Why a lead will not be called now. */
export const SKIP_REASONS = {
  notEnriched: 'Not enriched',
  noVoice: 'No voice assigned',
  noPhone: 'No valid phone number',
  doNotCall: 'On the do-not-call list',
  registry: 'On the national do-not-call registry',
  unknownZone: 'Time zone unknown (no time-zone, state or ZIP column, and the number’s region has no time-zone data)',
  noCommonWindow: (source: string) =>
    `No calling window legal in all of its time zones (${source}); add a time-zone, state or ZIP column`,
  outsideHours: 'Outside calling hours (8:00–21:00 local time)',
  holiday: (name: string) => `Legal holiday where the callee is (${name})`,
  dailyCap: (n: number) => `At most ${n} calls to a number within 24 hours`,
  otherCampaignCap: (n: number) =>
    `Called by another campaign within 24 hours (at most ${n} ${n === 1 ? 'call' : 'calls'} a day to a number across campaigns)`,
  retryWaiting: 'Waiting to retry',
  scheduledStart: 'Waiting for the campaign’s scheduled start',
  paced: (n: number) => `Campaign pace: at most ${n} ${n === 1 ? 'call' : 'calls'} a day`,
  alreadyCalled: 'Already called',
} as const;

const ZTally = z.array(z.object({ reason: z.string(), count: z.number().int() }));
/** `sources`: what decided the callee's time zone for the bucket's leads ("by area code", "by State column: window legal in all of ET, CT"). */
const ZBucket = z.object({ count: z.number().int(), reasons: ZTally, sources: ZTally });
export const ZDispatchPreview = z.object({
  now: ZBucket,
  later: ZBucket.extend({ nextAt: z.iso.datetime().nullable() }),
  never: ZBucket,
  /** Leads that are enriched with no voice yet (the Assign Voices button). */
  needVoice: z.number().int(),
  calling: z.number().int(),
  completed: z.number().int(),
  /** The national registry copy's date and whether a real-phone dispatch would be refused for it. */
  registry: z.object({ downloadDate: z.string().nullable(), stale: z.boolean() }),
  /** Consent attestation: needed when the voice provider is keyed (real phones unless test mode). */
  consent: ZConsentState,
  /** The campaign's schedule (null: none) and its live calls of the last 24 hours (its pace). */
  schedule: ZCampaignSchedule.extend({ callsLast24h: z.number().int() }).nullable(),
});
export type TDispatchPreview = z.infer<typeof ZDispatchPreview>;

export const ZDispatchResponse = z.object({
  jobId: z.string(),
  runId: z.uuid(),
  now: z.number().int(),
  later: z.number().int(),
  never: z.number().int(),
  /** True when a dispatch of this campaign was already running with the same settings: its job is answered. */
  alreadyRunning: z.boolean(),
  /** What happened, in words the Dispatch tab shows (started, or already running with these settings). */
  message: z.string(),
  testMode: z.boolean(),
});
export type TDispatchResponse = z.infer<typeof ZDispatchResponse>;

/** The campaign's open (or last) dispatch run as the Dispatch tab shows it. */
export const ZDispatchRun = z.object({
  id: z.uuid(),
  status: z.enum(RUN_STATUSES),
  testMode: z.boolean(),
  batchSize: z.number().int(),
  delayBetweenCalls: z.number().int(),
  jobId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  pausedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  /** Leads callable now / later / never when the run was opened. */
  counts: z.object({ now: z.number().int(), later: z.number().int(), never: z.number().int() }),
  /** This run's attempts: placed so far, finished, still ringing. */
  progress: z.object({ placed: z.number().int(), finished: z.number().int(), inProgress: z.number().int() }),
  /** The campaign's status: a finished live run whose campaign is `completed` shows "Completed". */
  campaignStatus: z.enum(SHOWN_CAMPAIGN_STATUSES),
  /** The run calls leads enrolled by the API automatically: it stays open, idle, between them. */
  autoDispatch: z.boolean(),
  /**
   * A running live run with nothing to dial now and nothing ringing, whose leads wait for a retry
   * (or for calling hours): when the dispatch wakes again. Null otherwise.
   */
  waiting: z
    .object({ until: z.iso.datetime(), for: z.enum(['retries', 'calling hours', 'scheduled start', 'pace']) })
    .nullable(),
});
export type TDispatchRun = z.infer<typeof ZDispatchRun>;
export const ZDispatchRunResponse = z.object({ run: ZDispatchRun.nullable() });
export type TDispatchRunResponse = z.infer<typeof ZDispatchRunResponse>;

/** One attempt of a test run, listed in the Dispatch tab under "Test calls". */
export const ZTestCall = z.object({
  id: z.uuid(),
  runId: z.uuid(),
  leadId: z.uuid(),
  lead: z.string(),
  phoneNumber: z.string(),
  status: z.enum(CALL_STATUSES),
  endReason: z.string().nullable(),
  answeredBy: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  summary: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Who said what, as a live call's page shows it. */
  transcript: z.array(z.object({ speaker: z.enum(['agent', 'callee']), text: z.string() })),
  /** The agent's tools with their would-be effects (each `test`: nothing real changed). */
  toolCalls: z.array(ZToolCallView),
  /** What the call would have been recorded as (never stored: a test is no result); null until it ends. */
  disposition: z.string().nullable(),
  dispositionSummary: z.string().nullable(),
});
export const ZTestCallList = z.object({ items: z.array(ZTestCall), total: z.number().int() });
export type TTestCallList = z.infer<typeof ZTestCallList>;

const kind = (testMode: boolean) => (testMode ? 'test' : 'live');
/** A run's settings in words: "live, batch 25, delay 2000 ms". */
export const describeRunSettings = (r: { testMode: boolean; batchSize: number; delayBetweenCalls: number }) =>
  `${kind(r.testMode)}, batch ${r.batchSize}, delay ${r.delayBetweenCalls} ms`;
/** A second Dispatch while a run is open is refused with this, naming the run. */
export const openRunRefusal = (r: {
  testMode: boolean;
  batchSize: number;
  delayBetweenCalls: number;
  status: string;
}) =>
  `A ${kind(r.testMode)} dispatch is already ${r.status} for this campaign (${describeRunSettings(r)}). Its settings were not changed: ${r.status === 'paused' ? 'Resume it, or Stop it' : 'Pause or Stop it'} to dispatch with other settings.`;

export const ZAssignVoicesResponse = z.object({ assignedCount: z.number().int() });
export const ZUpdateCallStatusResponse = z.object({ completed: z.number().int(), inProgress: z.number().int() });

export const ZDoNotCallEntry = z.object({
  phoneE164: z.string(),
  source: z.string(),
  note: z.string(),
  createdAt: z.iso.datetime(),
});
export const ZDoNotCallList = z.object({ items: z.array(ZDoNotCallEntry), total: z.number().int() });
export type TDoNotCallList = z.infer<typeof ZDoNotCallList>;
export const ZDoNotCallAdd = z.object({
  phoneNumber: text(64).trim().min(1, 'Phone number is required'),
  note: text(500).optional(),
});
/** CSV import: one number per line (a first column; a header line is skipped when it is not a number). */
export const ZDoNotCallImport = z.object({ csv: text(1_000_000) });
export const ZDoNotCallImportResult = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  errors: list(z.string(), 20),
});
export const ZDoNotCallRemove = z.object({ phoneNumber: text(64).trim().min(1) });
