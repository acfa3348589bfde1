import { useQuery } from '@tanstack/react-query';
import type {
  TCreateWebhookRequest,
  TRedeliverResponse,
  TWebhookDeliveries,
  TWebhookEndpoint,
  TWebhookList,
  TWebhookWithSecret,
} from '@common/webhooks/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const WEBHOOKS_KEY = ['/api/admin/webhooks'] as const;
export const deliveriesKey = (id: string) => [`/api/admin/webhooks/${id}/deliveries`] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: () => apiRequest<TWebhookList>('GET', WEBHOOKS_KEY[0], undefined, NO_CACHE),
  });
}

/** The log refreshes while open: retries land every few seconds to minutes. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => apiRequest<TWebhookDeliveries>('GET', deliveriesKey(id)[0], undefined, NO_CACHE),
    refetchInterval: 5_000,
  });
}

export const registerWebhook = (body: TCreateWebhookRequest) =>
  apiRequest<TWebhookWithSecret>('POST', '/api/admin/webhooks', body);
export const setEnabled = (id: string, enabled: boolean) =>
  apiRequest<TWebhookEndpoint>('PATCH', `/api/admin/webhooks/${id}`, { enabled });
export const rotateSecret = (id: string) =>
  apiRequest<TWebhookWithSecret>('POST', `/api/admin/webhooks/${id}/rotate-secret`);
export const deleteWebhook = (id: string) => apiRequest<{ deleted: boolean }>('DELETE', `/api/admin/webhooks/${id}`);
export const redeliver = (id: string, deliveryId: string) =>
  apiRequest<TRedeliverResponse>('POST', `/api/admin/webhooks/${id}/deliveries/${deliveryId}/redeliver`);
