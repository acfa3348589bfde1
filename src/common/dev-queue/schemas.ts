import { z } from 'zod';

// The Dev Queue tab (spec part 2 §2, §3 "Meeting prep", §7 queue calls, §8 booking texts).

export const DEV_QUEUE_MSG = {
  bookingFailed: 'Booking creation failed',
  bookingFailedText: 'Failed to create calendar booking',
  processingFailed: 'Processing failed',
  processingFailedText: 'Failed to process successful calls',
  prepFailed: 'Failed to load meeting prep',
  prepFailedText: 'Could not generate meeting preparation',
  /** GET before a prep was made (the admin's Meeting Prep button makes one with POST). */
  prepMissing: 'No meeting prep yet: choose Meeting Prep on the lead to prepare one',
} as const;

export const ZLeadIdParams = z.object({ id: z.uuid() });

export const BOOKING_STATES = ['link-sent', 'confirmed', 'canceled'] as const;
export type TBookingState = (typeof BOOKING_STATES)[number];

export const ZLeadBooking = z.object({
  bookingUrl: z.string(),
  /** link-sent: the link exists, nobody has picked a time yet; confirmed: a meeting is scheduled. */
  status: z.enum(BOOKING_STATES),
  /** The scheduling adapter that made the link (the provider's name for itself). */
  provider: z.string(),
  /** That scheduler's name for people, e.g. "Built-in scheduler". */
  providerLabel: z.string(),
  scheduledStart: z.iso.datetime().nullable(),
  scheduledEnd: z.iso.datetime().nullable(),
  /** Whether the link went to the lead by mail (false: created only, for the admin to pass on). */
  linkMailed: z.boolean(),
  /** Whether the meeting's confirmation went to the lead by mail. */
  confirmationMailed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TLeadBooking = z.infer<typeof ZLeadBooking>;

export const ZQualifiedLead = z.object({
  leadId: z.uuid(),
  campaignId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  callStatus: z.string(),
  callId: z.uuid(),
  callCompletedAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** Why the call qualified, in words (the rule's reasons). */
  reason: z.string(),
  booking: ZLeadBooking.nullable(),
  hasMeetingPrep: z.boolean(),
});
export type TQualifiedLead = z.infer<typeof ZQualifiedLead>;

export const ZQualifiedLeadsResponse = z.object({ items: z.array(ZQualifiedLead), total: z.number().int() });
export type TQualifiedLeadsResponse = z.infer<typeof ZQualifiedLeadsResponse>;

export const ZScheduledMeeting = ZLeadBooking.extend({
  leadId: z.uuid(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  /** A confirmed meeting on the lead's clock and on the business's, each with its zone named. */
  times: z.object({ callee: z.string(), business: z.string() }).nullable(),
});
export const ZScheduledMeetingsResponse = z.object({ items: z.array(ZScheduledMeeting) });
export type TScheduledMeetingsResponse = z.infer<typeof ZScheduledMeetingsResponse>;

export const ZCreateBookingResponse = z.object({
  bookingUrl: z.string(),
  created: z.boolean(),
  provider: z.string(),
  /** The address the link was mailed to by this or an earlier request, or null when none was sent. */
  mailedTo: z.string().nullable(),
});
export type TLeadCreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;

export const ZProcessSuccessfulCallsResponse = z.object({
  bookingsCreated: z.number().int(),
  qualified: z.number().int(),
});
export type TProcessSuccessfulCallsResponse = z.infer<typeof ZProcessSuccessfulCallsResponse>;

export const ZMeetingPrep = z.object({
  briefing: z.string(),
  keyPoints: z.array(z.string()),
  recommendedApproach: z.string(),
  /** live: written by the LLM; sandbox: built by rules from the enrichment and the call transcript. */
  mode: z.enum(['live', 'sandbox']),
  createdAt: z.iso.datetime(),
});
export type TMeetingPrep = z.infer<typeof ZMeetingPrep>;

/** GET /api/admin/developer-queue (spec: "result unused"): qualified leads across campaigns. */
export const ZDeveloperQueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional().default(100),
});
export const ZDeveloperQueueResponse = ZQualifiedLeadsResponse;

export const ZBookingWebhookResponse = z.object({ received: z.boolean(), recorded: z.boolean() });

/** Dev Queue list request for one campaign. */
export const ZCampaignQueueParams = z.object({ id: z.uuid() });
