import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@common/campaigns/schemas';
import { apiRequest, NO_CACHE } from './api';

// The one query of the campaign list (GET /api/admin/campaigns, newest first): the Campaigns tab
// and every campaign-scoped tab (Enrichment, Dispatch, Dev Queue) share this key and its cache.
export const CAMPAIGNS_KEY = ['/api/admin/campaigns'] as const;

export const useCampaignList = () =>
  useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: () => apiRequest<TCampaign[]>('GET', CAMPAIGNS_KEY[0], undefined, NO_CACHE),
  });
