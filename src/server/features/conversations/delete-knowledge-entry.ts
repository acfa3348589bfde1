import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { deleteEntry } from './knowledge-entries.repo';

/** DELETE /api/admin/campaigns/{id}/knowledge/entries/{entryId}. */
export async function deleteKnowledgeEntry(ctx: AppContext, campaignId: string, entryId: string): Promise<void> {
  if (!(await deleteEntry(ctx.db, campaignId, entryId)))
    throw new AppError('NOT_FOUND', 'Question not found in this campaign');
}
