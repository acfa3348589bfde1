import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { deleteGap } from './knowledge-entries.repo';

/** DELETE /api/admin/campaigns/{id}/knowledge/gaps/{gapId}: a question not worth an answer. */
export async function dismissKnowledgeGap(ctx: AppContext, campaignId: string, gapId: string): Promise<void> {
  if (!(await deleteGap(ctx.db, campaignId, gapId)))
    throw new AppError('NOT_FOUND', 'Question not found in this campaign');
}
