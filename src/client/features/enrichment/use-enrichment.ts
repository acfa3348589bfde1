import { useQuery } from '@tanstack/react-query';
import type { TLeadPage } from '@common/campaigns/schemas';
import type { TEnrichJobResponse, TEnrichmentStats, TLeadEnrichmentResponse } from '@common/enrichment/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { ENRICH_LIST_PAGE_SIZE } from './messages';

export const statsKey = (campaignId: string) => [`/api/admin/campaigns/${campaignId}/enrichment-stats`] as const;
export const leadsKey = (campaignId: string, page: number, q: string) =>
  [`/api/admin/campaigns/${campaignId}/leads`, page, q] as const;
export const enrichmentKey = (leadId: string) => [`/api/admin/leads/${leadId}/enrichment`] as const;

export function useEnrichmentStats(campaignId: string) {
  return useQuery({
    queryKey: statsKey(campaignId),
    queryFn: () => apiRequest<TEnrichmentStats>('GET', statsKey(campaignId)[0], undefined, NO_CACHE),
  });
}

export function useCampaignLeads(campaignId: string, page: number, q: string) {
  return useQuery({
    queryKey: leadsKey(campaignId, page, q),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(ENRICH_LIST_PAGE_SIZE), sort: 'row' });
      if (q.trim()) params.set('q', q.trim());
      return apiRequest<TLeadPage>('GET', `/api/admin/campaigns/${campaignId}/leads?${params}`, undefined, NO_CACHE);
    },
    placeholderData: (prev) => prev,
  });
}

export function useLeadEnrichment(leadId: string | null) {
  return useQuery({
    queryKey: enrichmentKey(leadId ?? 'none'),
    queryFn: () => apiRequest<TLeadEnrichmentResponse>('GET', enrichmentKey(leadId!)[0], undefined, NO_CACHE),
    enabled: Boolean(leadId),
  });
}

export const startCampaignEnrichment = (campaignId: string, leadIds?: string[]) =>
  apiRequest<TEnrichJobResponse>(
    'POST',
    `/api/admin/campaigns/${campaignId}/enrich`,
    leadIds ? { batchSize: 5, leadIds } : { batchSize: 5 },
  );
export const startLeadEnrichment = (leadId: string) =>
  apiRequest<TEnrichJobResponse>('POST', `/api/admin/leads/${leadId}/enrich`);
