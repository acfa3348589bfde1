import { z } from 'zod';
import { ZCampaign, ZLeadInput } from '@common/campaigns/schemas';

// The /api/v1 surface for outside systems (API keys). Shapes are versioned with the path: a field
// may be added, none removed or renamed.

export const ZV1CampaignList = z.object({ items: z.array(ZCampaign) });
export type TV1CampaignList = z.infer<typeof ZV1CampaignList>;

/** Leads per enrolment request; more is a 413 (split the list). */
export const ENROL_MAX_LEADS = 1000;

/**
 * The same fields and meanings as the CSV import's columns (email required; the callee's state,
 * ZIP and consent columns included), checked by the same row rules.
 */
export const ZEnrolLeadsRequest = z.object({
  // The cap is checked by the server (413), not here, so an oversized list gets its own answer.
  leads: z.array(ZLeadInput).min(1, 'Send at least one lead'),
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
