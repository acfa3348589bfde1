import type { TKnowledgeEntry } from '@common/conversations/knowledge';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { deleteGap, insertEntry } from './knowledge-entries.repo';

/**
 * POST /api/admin/campaigns/{id}/knowledge/gaps/{gapId}/answer: the unanswered question becomes
 * a question-and-answer entry and leaves the list, together.
 */
export async function answerKnowledgeGap(
  ctx: AppContext,
  campaignId: string,
  gapId: string,
  answer: string,
): Promise<TKnowledgeEntry> {
  return ctx.db.transaction(async (tx) => {
    const gap = await deleteGap(tx, campaignId, gapId);
    if (!gap) throw new AppError('NOT_FOUND', 'Question not found in this campaign');
    const row = await insertEntry(tx, { campaignId, question: gap.question, answer });
    return { id: row.id, question: row.question, answer: row.answer, updatedAt: row.updatedAt.toISOString() };
  });
}
