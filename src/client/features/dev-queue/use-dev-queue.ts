import { useQuery } from '@tanstack/react-query';
import type {
  TLeadCreateBookingResponse,
  TMeetingPrep,
  TProcessSuccessfulCallsResponse,
  TQualifiedLeadsResponse,
  TScheduledMeetingsResponse,
} from '@common/dev-queue/schemas';
import { ApiError, apiRequest, NO_CACHE } from '@client/lib/api';

export const qualifiedKey = (campaignId: string) => [`/api/admin/campaigns/${campaignId}/qualified-leads`] as const;
export const meetingsKey = (campaignId: string) => [`/api/admin/campaigns/${campaignId}/scheduled-meetings`] as const;
export const prepKey = (leadId: string) => [`/api/admin/leads/${leadId}/meeting-prep`] as const;

export function useQualifiedLeads(campaignId: string) {
  return useQuery({
    queryKey: qualifiedKey(campaignId),
    queryFn: () => apiRequest<TQualifiedLeadsResponse>('GET', qualifiedKey(campaignId)[0], undefined, NO_CACHE),
  });
}

export function useScheduledMeetings(campaignId: string) {
  return useQuery({
    queryKey: meetingsKey(campaignId),
    queryFn: () => apiRequest<TScheduledMeetingsResponse>('GET', meetingsKey(campaignId)[0], undefined, NO_CACHE),
  });
}

/**
 * The admin chose Meeting Prep on a lead: the stored prep, or, when there is none yet (404), POST
 * makes it. A role that may not make one only reads: null when there is none (the GET only reads).
 */
export function useMeetingPrep(leadId: string | null, mayCreate: boolean) {
  return useQuery({
    queryKey: [...prepKey(leadId ?? 'none'), mayCreate],
    queryFn: async (): Promise<TMeetingPrep | null> => {
      const path = prepKey(leadId!)[0];
      try {
        return await apiRequest<TMeetingPrep>('GET', path, undefined, NO_CACHE);
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        return mayCreate ? apiRequest<TMeetingPrep>('POST', path) : null;
      }
    },
    enabled: Boolean(leadId),
  });
}

export const createBooking = (leadId: string) =>
  apiRequest<TLeadCreateBookingResponse>('POST', `/api/admin/leads/${leadId}/create-booking`);
export const processSuccessfulCalls = (campaignId: string) =>
  apiRequest<TProcessSuccessfulCallsResponse>('POST', `/api/admin/campaigns/${campaignId}/process-successful-calls`);
