import { z } from 'zod';

// Signed webhooks out: endpoints the admin registers, the events they receive,
// and the delivery log. One schema each, shared by the admin form and the server.

export const WEBHOOK_EVENT_TYPES = [
  'call.completed',
  'lead.qualified',
  'booking.created',
  'campaign.completed',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'call.completed': 'A call finished',
  'lead.qualified': 'A lead qualified for the Dev Queue',
  'booking.created': 'A booking was created',
  'campaign.completed': 'A campaign finished dispatching',
};

/** The headers every delivery carries; receivers read these names. */
export const SIGNATURE_HEADER = 'Callcraft-Signature';
export const EVENT_ID_HEADER = 'Callcraft-Event-Id';
export const EVENT_TYPE_HEADER = 'Callcraft-Event-Type';
/** `live` on every delivery: test activity (test runs, test chats, simulations) is never delivered. */
export const MODE_HEADER = 'Callcraft-Mode';

/** Whether an event reports something real (`live`) or a test's would-be fact (`test`). */
export type TWebhookMode = 'live' | 'test';

export const ZCreateWebhookRequest = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the URL that should receive the events')
    .max(2000, 'That URL is too long (2,000 characters at most)')
    .refine((v) => /^https?:\/\//i.test(v), 'The URL must start with http:// or https://'),
  events: z.array(ZWebhookEventType).min(1, 'Choose at least one event').max(WEBHOOK_EVENT_TYPES.length),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

export const ZWebhookIdParams = z.object({ id: z.uuid() });
export const ZDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
export const ZUpdateWebhookRequest = z.object({ enabled: z.boolean() });

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  enabled: z.boolean(),
  /** The secret's first characters, so an admin can tell which one a receiver holds; never the whole secret. */
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
  /** Deliveries still being retried / given up, for the list's at-a-glance health. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** Create and rotate: the only answers that carry the secret. */
export const ZWebhookWithSecret = z.object({ id: z.uuid(), secret: z.string(), endpoint: ZWebhookEndpoint });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const ZWebhookList = z.object({ endpoints: z.array(ZWebhookEndpoint) });
export type TWebhookList = z.infer<typeof ZWebhookList>;

export const DELIVERY_STATES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

export const ZWebhookAttempt = z.object({
  attempt: z.number().int(),
  manual: z.boolean(),
  ok: z.boolean(),
  responseCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
  nextRetryAt: z.iso.datetime().nullable(),
  at: z.iso.datetime(),
});

export const ZWebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: ZWebhookEventType,
  status: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  /** Latency of the latest attempt. */
  latencyMs: z.number().int().nullable(),
  nextRetryAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  log: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZDeliveriesQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const ZWebhookDeliveries = z.object({ deliveries: z.array(ZWebhookDelivery) });
export type TWebhookDeliveries = z.infer<typeof ZWebhookDeliveries>;

export const ZRedeliverResponse = z.object({ queued: z.boolean(), delivery: ZWebhookDelivery });
export type TRedeliverResponse = z.infer<typeof ZRedeliverResponse>;
export const ZDeleteWebhookResponse = z.object({ deleted: z.boolean() });
