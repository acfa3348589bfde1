import type { TKnowledgeEntry, TKnowledgeEntryRequest } from '@common/conversations/knowledge';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { updateEntry } from './knowledge-entries.repo';

/** PUT /api/admin/campaigns/{id}/knowledge/entries/{entryId}: the entry's new question and answer. */
export async function editKnowledgeEntry(
  ctx: AppContext,
  campaignId: string,
  entryId: string,
  input: TKnowledgeEntryRequest,
): Promise<TKnowledgeEntry> {
  const row = await updateEntry(ctx.db, campaignId, entryId, input);
  if (!row) throw new AppError('NOT_FOUND', 'Question not found in this campaign');
  return { id: row.id, question: row.question, answer: row.answer, updatedAt: row.updatedAt.toISOString() };
}
