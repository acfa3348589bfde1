import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@common/campaigns/schemas';
import type {
  TAdminCall,
  TCreatePhoneNumberRequest,
  TPhoneNumber,
  TPhoneNumberList,
  TUpdatePhoneNumberRequest,
} from '@common/phone-numbers/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const PHONE_NUMBERS_KEY = ['/api/admin/phone-numbers'] as const;

export function usePhoneNumbers() {
  return useQuery({
    queryKey: PHONE_NUMBERS_KEY,
    queryFn: () => apiRequest<TPhoneNumberList>('GET', PHONE_NUMBERS_KEY[0], undefined, NO_CACHE),
  });
}

export function useCampaignOptions() {
  return useQuery({
    queryKey: ['/api/admin/campaigns'],
    queryFn: () => apiRequest<TCampaign[]>('GET', '/api/admin/campaigns'),
  });
}

/** A call is read again until it has ended and been read (its disposition), then left alone. */
export function useCallRecord(callId: string | null) {
  return useQuery({
    queryKey: [`/api/admin/calls/${callId}`],
    queryFn: () => apiRequest<TAdminCall>('GET', `/api/admin/calls/${callId}`, undefined, NO_CACHE),
    enabled: Boolean(callId),
    refetchInterval: (q) => (q.state.data?.disposition || q.state.data?.status === 'failed' ? false : 1000),
  });
}

export const addPhoneNumber = (body: TCreatePhoneNumberRequest) =>
  apiRequest<TPhoneNumber>('POST', '/api/admin/phone-numbers', body);
export const assignPhoneNumber = (id: string, campaignId: string | null) =>
  apiRequest<TPhoneNumber>('PATCH', `/api/admin/phone-numbers/${id}`, { campaignId });
export const updatePhoneNumber = (id: string, body: TUpdatePhoneNumberRequest) =>
  apiRequest<TPhoneNumber>('PATCH', `/api/admin/phone-numbers/${id}`, body);
export const removePhoneNumber = (id: string) =>
  apiRequest<{ deleted: true }>('DELETE', `/api/admin/phone-numbers/${id}`);
export const callThisNumber = (id: string, from: string) =>
  apiRequest<{ callId: string }>('POST', `/api/admin/phone-numbers/${id}/sandbox-calls`, { from });
