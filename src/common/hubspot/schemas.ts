import { z } from 'zod';

// The HubSpot delivery log: one row per finished campaign call written (or, in the Sandbox, that
// would have been written) to a HubSpot contact. Shown on the API keys tab.

export const HUBSPOT_DELIVERY_STATES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type THubspotDeliveryState = (typeof HUBSPOT_DELIVERY_STATES)[number];

export const ZHubspotDelivery = z.object({
  id: z.uuid(),
  callId: z.uuid(),
  leadEmail: z.string(),
  /** live: written through the HubSpot API; sandbox: recorded only (no HUBSPOT_ACCESS_TOKEN). */
  mode: z.enum(['live', 'sandbox']),
  status: z.enum(HUBSPOT_DELIVERY_STATES),
  attempts: z.number().int(),
  contactId: z.string().nullable(),
  noteId: z.string().nullable(),
  /** The note's text as sent (or as it would have been sent). */
  note: z.string(),
  properties: z.record(z.string(), z.string()),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type THubspotDelivery = z.infer<typeof ZHubspotDelivery>;

export const ZHubspotDeliveryList = z.object({
  mode: z.enum(['live', 'sandbox']),
  items: z.array(ZHubspotDelivery),
});
export type THubspotDeliveryList = z.infer<typeof ZHubspotDeliveryList>;
