import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZCampaignKnowledge,
  ZKnowledgeEntry,
  ZKnowledgeWebsiteResponse,
  type TKnowledgeEntry,
  type TKnowledgeWebsiteResponse,
  type TKnowledgeEntryRequest,
} from '@common/conversations/knowledge';
import {
  ZKnowledgeFacts,
  type TEditKnowledgeFactsRequest,
  type TKnowledgeFacts,
} from '@common/conversations/knowledge-facts';
import { apiRequest, NO_CACHE } from '@client/lib/api';

const base = (campaignId: string) => `/api/admin/campaigns/${encodeURIComponent(campaignId)}/knowledge`;

/** Every page and search of one campaign's knowledge, invalidated together. */
export const knowledgeKey = (campaignId: string) => [base(campaignId)];

export const useCampaignKnowledge = (campaignId: string, search: string, page: number) =>
  useQuery({
    queryKey: [...knowledgeKey(campaignId), search, page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      ZCampaignKnowledge.parse(
        await apiRequest(
          'GET',
          `${base(campaignId)}?${new URLSearchParams({ search, page: String(page) })}`,
          undefined,
          NO_CACHE,
        ),
      ),
  });

export async function saveEntry(
  campaignId: string,
  entryId: string | null,
  input: TKnowledgeEntryRequest,
): Promise<TKnowledgeEntry> {
  return ZKnowledgeEntry.parse(
    entryId
      ? await apiRequest('PUT', `${base(campaignId)}/entries/${encodeURIComponent(entryId)}`, input)
      : await apiRequest('POST', `${base(campaignId)}/entries`, input),
  );
}

export async function deleteEntry(campaignId: string, entryId: string): Promise<void> {
  await apiRequest('DELETE', `${base(campaignId)}/entries/${encodeURIComponent(entryId)}`);
}

export async function answerGap(campaignId: string, gapId: string, answer: string): Promise<void> {
  await apiRequest('POST', `${base(campaignId)}/gaps/${encodeURIComponent(gapId)}/answer`, { answer });
}

export async function dismissGap(campaignId: string, gapId: string): Promise<void> {
  await apiRequest('DELETE', `${base(campaignId)}/gaps/${encodeURIComponent(gapId)}`);
}

/** Reads the business's own site into the agent's knowledge (refused, nothing saved, when unreadable). */
export async function readWebsite(campaignId: string, website: string): Promise<TKnowledgeWebsiteResponse> {
  return ZKnowledgeWebsiteResponse.parse(await apiRequest('PUT', `${base(campaignId)}/website`, { website }));
}

/** The owner's words for some kinds of fact (null: back to the website's). */
export async function editFacts(campaignId: string, input: TEditKnowledgeFactsRequest): Promise<TKnowledgeFacts> {
  return ZKnowledgeFacts.parse(await apiRequest('PATCH', `${base(campaignId)}/facts`, input));
}
