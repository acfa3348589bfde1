import { z } from 'zod';
import { zDailyHours } from '../campaign-settings/schemas';
import { ZProviderMode } from '../system/providers';

// Phone numbers the agent answers: got from the voice provider or attached (a number the business
// already has on its provider account), each assigned to a campaign, whose agent answers it and
// whose callers (leads called from it) reach it when they call back.

const E164 = /^\+[1-9]\d{7,14}$/;
export const ZE164 = (what: string) =>
  z.string().trim().max(16).regex(E164, `${what} must be an international number such as +12125550123`);

export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const;
export type TCallDirection = (typeof CALL_DIRECTIONS)[number];
export const ZCallDirection = z.enum(CALL_DIRECTIONS);

/** provisioned: bought through the voice provider here; attached: the business's own, added by hand. */
export const NUMBER_SOURCES = ['provisioned', 'attached'] as const;

/**
 * What the agent does when the number rings outside its hours: take the caller's message, or offer
 * a callback inside the hours. A transfer to a person is offered only within them.
 */
export const AFTER_HOURS = ['message', 'callback'] as const;
export type TAfterHours = (typeof AFTER_HOURS)[number];
export const ZAfterHours = z.enum(AFTER_HOURS, "Choose 'Take a message' or 'Offer a callback'");

/** When the business answers this number, on its own clock; null: at any hour. */
export const ZOpeningHours = zDailyHours('Opening hours');
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

/** A call answered after hours: what the agent does instead, and the hours it names. */
export type TAfterHoursRule = { choice: TAfterHours; hours: TOpeningHours };

export const PHONE_NUMBER_MSG = {
  notFound: 'Phone number not found',
  taken: 'This number is already in Callcraft.',
  campaignNotFound: 'Campaign not found',
  notSandbox: 'Only a Sandbox number can be called from here; call a live number from a phone.',
  noCampaign: 'Assign this number to a campaign first: its agent answers the call.',
  callNotFound: 'Call not found',
  callEnded: 'This call has ended. Call the number again to talk to the agent.',
} as const;

export const ZPhoneNumber = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  campaignId: z.uuid().nullable(),
  campaignName: z.string().nullable(),
  source: z.enum(NUMBER_SOURCES),
  provider: z.string(),
  mode: ZProviderMode,
  hours: ZOpeningHours.nullable(),
  afterHours: ZAfterHours,
  createdAt: z.iso.datetime(),
});
export type TPhoneNumber = z.infer<typeof ZPhoneNumber>;

export const ZPhoneNumberList = z.object({ items: z.array(ZPhoneNumber) });
export type TPhoneNumberList = z.infer<typeof ZPhoneNumberList>;

/**
 * POST /api/admin/phone-numbers: without `phoneNumber` a new number is got from the voice provider
 * (in `areaCode` when given); with it, that number is attached. `campaignId` assigns it at once.
 */
export const ZCreatePhoneNumberRequest = z
  .object({
    phoneNumber: ZE164('Phone number').optional(),
    areaCode: z
      .string()
      .trim()
      .max(3, 'Area code must be three digits such as 415')
      .regex(/^[2-9]\d{2}$/, 'Area code must be three digits such as 415')
      .optional(),
    campaignId: z.uuid().nullable().optional(),
  })
  .strict();
export type TCreatePhoneNumberRequest = z.infer<typeof ZCreatePhoneNumberRequest>;

/**
 * PATCH /api/admin/phone-numbers/{id}: assign to a campaign (or unassign with null), and/or set its
 * opening hours (null: always open) and what happens after them. Absent fields stay as they are.
 */
export const ZUpdatePhoneNumberRequest = z
  .object({
    campaignId: z.uuid().nullable().optional(),
    hours: ZOpeningHours.nullable().optional(),
    afterHours: ZAfterHours.optional(),
  })
  .strict();
export type TUpdatePhoneNumberRequest = z.infer<typeof ZUpdatePhoneNumberRequest>;

/** POST /api/admin/phone-numbers/{id}/sandbox-calls: a Sandbox caller rings the number. */
export const ZSandboxInboundCallRequest = z.object({ from: ZE164('Caller number') }).strict();
export const ZSandboxInboundCallResponse = z.object({ callId: z.uuid() });

/**
 * POST /api/admin/phone-numbers/{id}/browser-calls: the admin rings the number from the browser as
 * the caller at `from` and types the caller's lines; the agent's first words come back.
 */
export const ZBrowserCallResponse = z.object({
  callId: z.uuid(),
  conversationId: z.uuid(),
  greeting: z.string(),
  /** sandbox: the offline Sandbox engine answers; live: the language model does. */
  mode: ZProviderMode,
});
export type TBrowserCallResponse = z.infer<typeof ZBrowserCallResponse>;
export const ZBrowserCallParams = z.object({ id: z.uuid(), callId: z.uuid() });
/** POST …/browser-calls/{callId}/end: the caller hung up; `ended` is false when it already had. */
export const ZBrowserCallEndResponse = z.object({ ended: z.boolean() });

/** GET /api/admin/calls/{id}: one call, either direction, with what was said and done. */
export const ZAdminCall = z.object({
  id: z.uuid(),
  direction: ZCallDirection,
  leadId: z.uuid().nullable(),
  campaignId: z.uuid().nullable(),
  phoneNumber: z.string(),
  status: z.string(),
  transcript: z.array(z.object({ speaker: z.enum(['agent', 'callee']), text: z.string() })),
  toolCalls: z.array(
    z.object({ name: z.string(), input: z.record(z.string(), z.unknown()), result: z.record(z.string(), z.unknown()) }),
  ),
  disposition: z.string().nullable(),
  summary: z.string().nullable(),
  /** The message the caller left when the number rang after hours; null when none was taken. */
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminCall = z.infer<typeof ZAdminCall>;

/**
 * POST /api/webhooks/voice/{adapter}/inbound: a call start is answered with the agent's first
 * words and what it knows of the caller (Bland reads `greeting` and `context`); a finished call is
 * acknowledged as the post-call webhook is.
 */
export const ZInboundWebhookResponse = z.object({
  received: z.literal(true),
  callId: z.uuid().nullable(),
  greeting: z.string().optional(),
  context: z.string().optional(),
  duplicate: z.boolean().optional(),
  applied: z.boolean().optional(),
});
