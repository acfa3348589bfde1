import { z } from 'zod';
import { ZCampaign, ZLeadInput } from '@common/campaigns/schemas';

// The /api/v1 surface for outside systems (API keys). Shapes are versioned with the path: a field
// may be added, none removed or renamed.

const CAMPAIGN_ID = '6f1c2a9e-3b7d-4c1e-9a52-8d0f4e7b2c11';
const LEAD_ID = '0b8e5d3a-7c2f-4a61-b9e4-2d5f8c1a6e90';

export const ZV1CampaignList = z.object({ items: z.array(ZCampaign) }).meta({
  example: {
    items: [
      {
        id: CAMPAIGN_ID,
        name: 'Website demo requests',
        status: 'active',
        source: 'api',
        createdAt: '2026-11-02T09:15:00.000Z',
        archived: false,
        totalLeads: 412,
        processedLeads: 388,
        successfulCalls: 97,
        failedCalls: 41,
      },
    ],
  },
});

/** Leads per enrolment request; more is a 413 (split the list). */
export const ENROL_MAX_LEADS = 1000;

/**
 * The same fields and meanings as the CSV import's columns (email required; the callee's state,
 * ZIP and consent columns included), checked by the same row rules.
 */
export const ZEnrolLeadsRequest = z
  .strictObject({
    // The server answers a longer list 413 before this schema runs (public-api/routes.ts). A field
    // this version does not know is refused 422 naming it (a misspelt "phone" silently dropped
    // made a lead that was never called).
    leads: z.array(ZLeadInput.strict()).min(1, 'Send at least one lead').max(ENROL_MAX_LEADS),
  })
  .meta({
    example: {
      leads: [
        {
          email: 'dana@northwind.example',
          firstName: 'Dana',
          lastName: 'Reyes',
          companyName: 'Northwind Dental',
          phoneNumber: '+1 415 555 0142',
          website: 'https://northwind.example',
          timezone: 'America/Los_Angeles',
          consent: 'yes',
          consentDate: '2026-11-27',
          consentSource: 'web form: demo request',
        },
        { email: 'not-an-address', phoneNumber: '555' },
      ],
    },
  });
export type TEnrolLeadsRequest = z.infer<typeof ZEnrolLeadsRequest>;

export const ENROL_RESULTS = ['created', 'duplicate', 'invalid', 'blocked'] as const;
export const BLOCKED_REASONS = ['do-not-call', 'no-consent'] as const;
/** Why a created lead can't be called (it is kept: an email-only lead can still be enriched). */
export const NOT_CALLABLE_REASONS = ['no-phone', 'invalid-phone'] as const;

export const ZEnrolResult = z.object({
  /** The lead's position in the request (0-based). */
  index: z.number().int(),
  status: z.enum(ENROL_RESULTS),
  /** The new lead's id (created) or the existing lead's (duplicate). */
  leadId: z.string().optional(),
  /** invalid: the message the CSV import gives for the same row (rows numbered index + 2). */
  message: z.string().optional(),
  /** blocked: why the lead was not enrolled; created with `callable: false`: why it can't be called. */
  reason: z.enum([...BLOCKED_REASONS, ...NOT_CALLABLE_REASONS]).optional(),
  /** created: whether the lead has a number the campaign can dial. */
  callable: z.boolean().optional(),
});
export type TEnrolResult = z.infer<typeof ZEnrolResult>;

export const ZEnrolLeadsResponse = z
  .object({
    campaignId: z.string(),
    counts: z.object({ created: z.number(), duplicate: z.number(), invalid: z.number(), blocked: z.number() }),
    results: z.array(ZEnrolResult),
  })
  .meta({
    example: {
      campaignId: CAMPAIGN_ID,
      counts: { created: 1, duplicate: 0, invalid: 1, blocked: 0 },
      results: [
        { index: 0, status: 'created', leadId: LEAD_ID, callable: true },
        { index: 1, status: 'invalid', message: 'Row 3: Invalid email format' },
      ],
    },
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

export const ZV1CallPage = z
  .object({
    items: z.array(ZV1Call),
    /** Pass as `cursor` for the next page, or later to poll for calls changed since (null: no calls yet). */
    nextCursor: z.string().nullable(),
    /** A full page: ask again at once for more. */
    hasMore: z.boolean(),
  })
  .meta({
    example: {
      items: [
        {
          id: '9d3f6b21-5e8a-4c07-8f1d-3a6b2e9c4d58',
          campaignId: CAMPAIGN_ID,
          lead: {
            id: LEAD_ID,
            email: 'dana@northwind.example',
            firstName: 'Dana',
            lastName: 'Reyes',
            companyName: 'Northwind Dental',
            phoneNumber: '+1 415 555 0142',
          },
          attempt: 1,
          status: 'completed',
          endReason: 'customer-ended-call',
          disposition: 'interested',
          summary: 'Dana wants a demo next Tuesday morning.',
          fields: { meetingRequested: true, bestTime: 'Tuesday morning' },
          durationSeconds: 143,
          answeredBy: 'human',
          createdAt: '2026-11-27T10:03:05.000Z',
          updatedAt: '2026-11-27T10:05:41.000Z',
          completedAt: '2026-11-27T10:05:41.000Z',
        },
      ],
      nextCursor: 'MjAyNi0xMS0yN1QxMDowNTo0MS4wMDBa',
      hasMore: false,
    },
  });
export type TV1CallPage = z.infer<typeof ZV1CallPage>;
