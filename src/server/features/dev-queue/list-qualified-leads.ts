import { AppError } from '@common/errors';
import type { TQualifiedLeadsResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { campaignExists, qualifiedLeads } from './dev-queue.repo';
import { toQualifiedLead } from './to-dto';

export const QUEUE_LIST_LIMIT = 500;

/** GET /api/admin/campaigns/{id}/qualified-leads: the Dev Queue tab's list for one campaign. */
export async function listQualifiedLeads(ctx: AppContext, campaignId: string): Promise<TQualifiedLeadsResponse> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { rows, total } = await qualifiedLeads(ctx.db, { campaignId }, QUEUE_LIST_LIMIT);
  return { items: rows.map(toQualifiedLead), total };
}
