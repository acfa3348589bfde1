import { useQuery } from '@tanstack/react-query';
import type { TCallOutcome, TCampaignResults, TLeadCallDetails, TOutcomeSettings } from '@common/outcomes/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const resultsKey = (id: string, f: { disposition: string; version: string }) =>
  [`/api/admin/campaigns/${id}/results`, f.disposition, f.version] as const;
export const settingsKey = (id: string) => [`/api/admin/campaigns/${id}/outcome-settings`] as const;
export const detailsKey = (leadId: string) => [`/api/admin/leads/${leadId}/call-details`] as const;

export function useResults(campaignId: string, f: { disposition: string; version: string }) {
  const q = new URLSearchParams({ limit: '200' });
  if (f.disposition) q.set('disposition', f.disposition);
  if (f.version) q.set('version', f.version);
  return useQuery({
    queryKey: resultsKey(campaignId, f),
    queryFn: () =>
      apiRequest<TCampaignResults>('GET', `/api/admin/campaigns/${campaignId}/results?${q}`, undefined, NO_CACHE),
    // Calls still being read: ask again until their readings are in.
    refetchInterval: (query) => ((query.state.data?.reading ?? 0) > 0 ? 2000 : false),
  });
}

export const useOutcomeSettings = (campaignId: string) =>
  useQuery({
    queryKey: settingsKey(campaignId),
    queryFn: () => apiRequest<TOutcomeSettings>('GET', settingsKey(campaignId)[0], undefined, NO_CACHE),
  });

export const useLeadCallDetails = (leadId: string | null) =>
  useQuery({
    queryKey: detailsKey(leadId ?? ''),
    enabled: Boolean(leadId),
    queryFn: () => apiRequest<TLeadCallDetails>('GET', detailsKey(leadId!)[0], undefined, NO_CACHE),
    refetchInterval: (query) => (query.state.data?.reading ? 2000 : false),
  });

export const saveOutcomeSettings = (campaignId: string, s: TOutcomeSettings) =>
  apiRequest<TOutcomeSettings>('PUT', settingsKey(campaignId)[0], s);
export const stopExperiment = (campaignId: string, winner: string) =>
  apiRequest<TOutcomeSettings>('POST', `/api/admin/campaigns/${campaignId}/experiment/stop`, { winner });
export const overrideDisposition = (callId: string, disposition: string) =>
  apiRequest<TCallOutcome>('POST', `/api/admin/calls/${callId}/disposition`, { disposition });
export const exportUrl = (campaignId: string, format: 'csv' | 'xlsx' = 'csv') =>
  `/api/admin/campaigns/${campaignId}/results.${format}`;
