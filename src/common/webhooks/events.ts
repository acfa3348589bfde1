import { z } from 'zod';
import type { TWebhookEventType } from './schemas';

// The contract of every webhook event out: one schema per type, a discriminated union on `type`.
// The emitter is typed by it (a shape that does not match does not compile, and is parsed before
// it is stored); the API document publishes each schema with an example (/api/docs).

const id = z.uuid();
const iso = z.iso.datetime();
const ZFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ZCallCompletedData = z.object({
  callId: id,
  /** outbound: we called; inbound: they rang one of our numbers. */
  direction: z.enum(['outbound', 'inbound']),
  leadId: id.nullable(),
  campaignId: id.nullable(),
  trialId: id.nullable(),
  status: z.string(),
  endReason: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  answeredBy: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  summary: z.string().nullable(),
  transcript: z.string().nullable(),
  /**
   * A campaign call's reading, one of the campaign's dispositions (built in: 'meeting booked' and
   * 'transferred', from what the agent's tools did, then 'interested' … 'failed'); null for trial
   * and test-page calls, which have none.
   */
  disposition: z.string().nullable(),
  fields: z.record(z.string(), ZFieldValue).nullable(),
  reader: z.string().nullable(),
  templateVersion: z.string().nullable(),
});

export const ZLeadQualifiedData = z.object({
  leadId: id,
  callId: id,
  campaignId: id,
  disposition: z.string(),
  summary: z.string(),
  fields: z.record(z.string(), ZFieldValue),
  judgedBy: z.string(),
});

export const ZBookingCreatedData = z.object({
  /** Null when the scheduling provider reported a booking the app did not make (a Calendly invitee). */
  bookingId: id.nullable(),
  leadId: id.nullable(),
  campaignId: id.nullable(),
  status: z.string(),
  provider: z.string(),
  start: iso.nullable(),
  end: iso.nullable(),
  bookingUrl: z.string().nullable(),
  eventUri: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const ZCampaignCompletedData = z.object({ campaignId: id, leadsCompleted: z.number().int().nonnegative() });

export const WEBHOOK_EVENT_DATA = {
  'call.completed': ZCallCompletedData,
  'lead.qualified': ZLeadQualifiedData,
  'booking.created': ZBookingCreatedData,
  'campaign.completed': ZCampaignCompletedData,
} as const satisfies Record<TWebhookEventType, z.ZodType>;

export type TWebhookEventData<T extends TWebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

const envelope = <T extends TWebhookEventType>(type: T) =>
  z.object({
    id,
    type: z.literal(type),
    createdAt: iso,
    /** `live`: a real fact. Test activity is never delivered (see docs/integrations.md §4). */
    mode: z.enum(['live', 'test']),
    data: WEBHOOK_EVENT_DATA[type],
  });

/** The body of every delivery: `{ id, type, createdAt, mode, data }`, `data` per type. */
export const ZWebhookEvent = z.discriminatedUnion('type', [
  envelope('call.completed'),
  envelope('lead.qualified'),
  envelope('booking.created'),
  envelope('campaign.completed'),
]);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

const u = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-26T10:00:00.000Z';

/** One example delivery per type (published beside the schemas). */
export const WEBHOOK_EVENT_EXAMPLES: { [T in TWebhookEventType]: Extract<TWebhookEvent, { type: T }> } = {
  'call.completed': {
    id: u(1),
    type: 'call.completed',
    createdAt: at,
    mode: 'live',
    data: {
      callId: u(2),
      direction: 'outbound',
      leadId: u(3),
      campaignId: u(4),
      trialId: null,
      status: 'completed',
      endReason: 'completed',
      durationSeconds: 94,
      answeredBy: 'human',
      recordingUrl: null,
      summary: 'Interested; asked for a demo next week.',
      transcript: 'agent: Hi, this is Ava from Acme…\nuser: Sure, tell me more.',
      disposition: 'interested',
      fields: { budget: 'under $5k' },
      reader: 'sandbox',
      templateVersion: 'base',
    },
  },
  'lead.qualified': {
    id: u(5),
    type: 'lead.qualified',
    createdAt: at,
    mode: 'live',
    data: {
      leadId: u(3),
      callId: u(2),
      campaignId: u(4),
      disposition: 'interested',
      summary: 'Interested; asked for a demo next week.',
      fields: { budget: 'under $5k' },
      judgedBy: 'sandbox',
    },
  },
  'booking.created': {
    id: u(6),
    type: 'booking.created',
    createdAt: at,
    mode: 'live',
    data: {
      bookingId: u(7),
      leadId: u(3),
      campaignId: u(4),
      status: 'pending',
      provider: 'builtin',
      start: null,
      end: null,
      bookingUrl: 'https://example.com/book/abc',
      eventUri: null,
      name: 'Dana Reyes',
      email: 'dana@example.com',
    },
  },
  'campaign.completed': {
    id: u(8),
    type: 'campaign.completed',
    createdAt: at,
    mode: 'live',
    data: { campaignId: u(4), leadsCompleted: 200 },
  },
};

export type TCallCompletedData = z.infer<typeof ZCallCompletedData>;
export type TLeadQualifiedData = z.infer<typeof ZLeadQualifiedData>;
