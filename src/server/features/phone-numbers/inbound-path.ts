/** Where a voice provider asks about, and reports, calls to our numbers (start and end: one URL, both signed). */
export const inboundWebhookPath = (adapter: string) => `/api/webhooks/voice/${encodeURIComponent(adapter)}/inbound`;
