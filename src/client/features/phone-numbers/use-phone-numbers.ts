import { useQuery } from '@tanstack/react-query';
import { ZLeadPage, type TCampaign } from '@common/campaigns/schemas';
import type { TChatMessageResponse } from '@common/conversations/schemas';
import { FINISHED_CALL_STATUSES } from '@common/outreach/states';
import type {
  TAdminCall,
  TBrowserCallResponse,
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

/** The campaign's leads a test caller can ring as (the first page: enough to pick one). */
export function useLeadNumbers(campaignId: string | null) {
  return useQuery({
    queryKey: [`/api/admin/campaigns/${campaignId}/leads`, 'caller-picker'],
    queryFn: async () =>
      ZLeadPage.parse(
        await apiRequest('GET', `/api/admin/campaigns/${campaignId}/leads?pageSize=50`, undefined, NO_CACHE),
      ),
    enabled: Boolean(campaignId),
  });
}

// A finished call of no lead (a stranger who gave no name) is never read: it is done as it is.
const settled = (c: TAdminCall | undefined) =>
  Boolean(
    c?.disposition || c?.status === 'failed' || (c && !c.leadId && FINISHED_CALL_STATUSES.includes(c.status as never)),
  );

/** A call is read again until it has ended and been read (its disposition), then left alone. */
export function useCallRecord(callId: string | null) {
  return useQuery({
    queryKey: [`/api/admin/calls/${callId}`],
    queryFn: () => apiRequest<TAdminCall>('GET', `/api/admin/calls/${callId}`, undefined, NO_CACHE),
    enabled: Boolean(callId),
    refetchInterval: (q) => (settled(q.state.data) ? false : 1000),
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

const browserCalls = (id: string) => `/api/admin/phone-numbers/${id}/browser-calls`;
export const startBrowserCall = (id: string, from: string) =>
  apiRequest<TBrowserCallResponse>('POST', browserCalls(id), { from });
export const sayOnBrowserCall = (id: string, callId: string, text: string) =>
  apiRequest<TChatMessageResponse>('POST', `${browserCalls(id)}/${callId}/turns`, { text });
export const endBrowserCall = (id: string, callId: string) =>
  apiRequest<{ ended: boolean }>('POST', `${browserCalls(id)}/${callId}/end`);
