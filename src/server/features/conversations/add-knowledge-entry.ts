import type { TKnowledgeEntry, TKnowledgeEntryRequest } from '@common/conversations/knowledge';
import type { AppContext } from '../../context';
import { requireCampaign } from './campaign-knowledge';
import { insertEntry } from './knowledge-entries.repo';

/** POST /api/admin/campaigns/{id}/knowledge/entries: a question and answer the agent gives as written. */
export async function addKnowledgeEntry(
  ctx: AppContext,
  campaignId: string,
  input: TKnowledgeEntryRequest,
): Promise<TKnowledgeEntry> {
  await requireCampaign(ctx, campaignId);
  const row = await insertEntry(ctx.db, { campaignId, ...input });
  return { id: row.id, question: row.question, answer: row.answer, updatedAt: row.updatedAt.toISOString() };
}
