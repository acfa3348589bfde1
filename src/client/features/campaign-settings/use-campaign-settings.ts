import { useQuery } from '@tanstack/react-query';
import type { TCampaignProfile, TCampaignProfileView } from '@common/campaign-settings/schemas';
import type { TCampaign } from '@common/campaigns/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const settingsKey = (campaignId: string) => [`/api/admin/campaigns/${campaignId}/settings`];

export const useCampaignSettings = (campaignId: string) =>
  useQuery({
    queryKey: settingsKey(campaignId),
    queryFn: () => apiRequest<TCampaignProfileView>('GET', settingsKey(campaignId)[0], undefined, NO_CACHE),
  });

export const saveCampaignSettings = (campaignId: string, s: TCampaignProfile) =>
  apiRequest<TCampaign>('PATCH', `/api/admin/campaigns/${campaignId}`, s);
