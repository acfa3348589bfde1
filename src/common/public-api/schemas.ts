import { z } from 'zod';
import { ZCampaign, ZLeadInput } from '@common/campaigns/schemas';

// The /api/v1 surface for outside systems (API keys). Shapes are versioned with the path: a field
// may be added, none removed or renamed.

export const ZV1CampaignList = z.object({ items: z.array(ZCampaign) });

/** Leads per enrolment request; more is a 413 (split the list). */
export const ENROL_MAX_LEADS = 1000;

/**
 * The same fields and meanings as the CSV import's columns (email required; the callee's state,
 * ZIP and consent columns included), checked by the same row rules.
 */
export const ZEnrolLeadsRequest = z.object({
  // The server answers a longer list 413 before this schema runs (public-api/routes.ts).
  leads: z.array(ZLeadInput).min(1, 'Send at least one lead').max(ENROL_MAX_LEADS),
});
export type TEnrolLeadsRequest = z.infer<typeof ZEnrolLeadsRequest>;

export const ENROL_RESULTS = ['created', 'duplicate', 'invalid', 'blocked'] as const;
export const BLOCKED_REASONS = ['do-not-call', 'no-consent'] as const;

export const ZEnrolResult = z.object({
  /** The lead's position in the request (0-based). */
  index: z.number().int(),
  status: z.enum(ENROL_RESULTS),
  /** The new lead's id (created) or the existing lead's (duplicate). */
  leadId: z.string().optional(),
  /** invalid: the message the CSV import gives for the same row (rows numbered index + 2). */
  message: z.string().optional(),
  /** blocked: why the lead was not enrolled. */
  reason: z.enum(BLOCKED_REASONS).optional(),
});
export type TEnrolResult = z.infer<typeof ZEnrolResult>;

export const ZEnrolLeadsResponse = z.object({
  campaignId: z.string(),
  counts: z.object({ created: z.number(), duplicate: z.number(), invalid: z.number(), blocked: z.number() }),
  results: z.array(ZEnrolResult),
});
export type TEnrolLeadsResponse = z.infer<typeof ZEnrolLeadsResponse>;

export const ZCampaignIdParams = z.object({ id: z.uuid() });
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key: printable characters, no spaces')
    .optional(),
});

export const CALLS_PAGE_MAX = 200;

export const ZV1CallsQuery = z.object({
  campaignId: z.uuid().optional(),
  /** Calls changed at or after this instant (ISO 8601). */
  since: z.iso.datetime({ offset: true }).max(40).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor: the nextCursor of a previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(CALLS_PAGE_MAX).default(50),
});
export type TV1CallsQuery = z.infer<typeof ZV1CallsQuery>;

const ZFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ZV1Call = z.object({
  id: z.string(),
  campaignId: z.string().nullable(),
  lead: z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string(),
      phoneNumber: z.string(),
    })
    .nullable(),
  attempt: z.number().nullable(),
  status: z.string(),
  endReason: z.string().nullable(),
  /** From the call's reading (null until it has been read). */
  disposition: z.string().nullable(),
  summary: z.string().nullable(),
  fields: z.record(z.string(), ZFieldValue).nullable(),
  durationSeconds: z.number().nullable(),
  answeredBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TV1Call = z.infer<typeof ZV1Call>;

export const ZV1CallPage = z.object({
  items: z.array(ZV1Call),
  /** Pass as `cursor` for the next page, or later to poll for calls changed since (null: no calls yet). */
  nextCursor: z.string().nullable(),
  /** A full page: ask again at once for more. */
  hasMore: z.boolean(),
});
export type TV1CallPage = z.infer<typeof ZV1CallPage>;
