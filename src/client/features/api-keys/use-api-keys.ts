import { useQuery } from '@tanstack/react-query';
import type { TApiKeyList, TCreateApiKeyRequest, TCreatedApiKey } from '@common/api-keys/schemas';
import type { THubspotDeliveryList } from '@common/hubspot/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const API_KEYS_KEY = ['/api/admin/api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: () => apiRequest<TApiKeyList>('GET', API_KEYS_KEY[0], undefined, NO_CACHE),
  });
}

export const createApiKey = (body: TCreateApiKeyRequest) =>
  apiRequest<TCreatedApiKey>('POST', '/api/admin/api-keys', body);
export const revokeApiKey = (id: string) => apiRequest<{ revoked: true }>('DELETE', `/api/admin/api-keys/${id}`);

export const HUBSPOT_DELIVERIES_KEY = ['/api/admin/hubspot/deliveries'] as const;

/** The HubSpot delivery log (refreshed while the tab is open: deliveries are retried in the background). */
export function useHubspotDeliveries() {
  return useQuery({
    queryKey: HUBSPOT_DELIVERIES_KEY,
    queryFn: () => apiRequest<THubspotDeliveryList>('GET', HUBSPOT_DELIVERIES_KEY[0], undefined, NO_CACHE),
    refetchInterval: 10_000,
  });
}
