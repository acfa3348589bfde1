import type { TWebhookDelivery, TWebhookEndpoint, TWebhookEventType } from '@common/webhooks/schemas';
import type { DeliveryWithLog } from './deliveries.repo';
import type { EndpointRow } from './endpoints.repo';
import { secretHint } from './signature';

export function toEndpointDto(
  row: EndpointRow,
  counts: { pending: number; failed: number } = { pending: 0, failed: 0 },
): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEventType[],
    enabled: row.enabled,
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
    pending: counts.pending,
    failed: counts.failed,
  };
}

export function toDeliveryDto({ delivery: d, eventType, log }: DeliveryWithLog): TWebhookDelivery {
  const last = log.at(-1);
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: eventType as TWebhookEventType,
    status: d.status as TWebhookDelivery['status'],
    attempts: d.attempts,
    responseCode: d.lastResponseCode,
    latencyMs: last?.latencyMs ?? null,
    // Only a delivery still waiting has a next try; a disabled endpoint's wait has no time.
    nextRetryAt: d.status === 'pending' && d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    log: log.map((a) => ({
      attempt: a.attempt,
      manual: a.manual,
      ok: a.ok,
      responseCode: a.responseCode,
      latencyMs: a.latencyMs,
      error: a.error,
      nextRetryAt: a.nextRetryAt?.toISOString() ?? null,
      at: a.createdAt.toISOString(),
    })),
  };
}
