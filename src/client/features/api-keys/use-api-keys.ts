import { useQuery } from '@tanstack/react-query';
import type { TApiKeyList, TCreateApiKeyRequest, TCreatedApiKey } from '@common/api-keys/schemas';
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
