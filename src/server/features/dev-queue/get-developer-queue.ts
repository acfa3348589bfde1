import type { TQualifiedLeadsResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { qualifiedLeads } from './dev-queue.repo';
import { toQualifiedLead } from './to-dto';

/** GET /api/admin/developer-queue (spec: the result is unused): qualified leads of every campaign. */
export async function getDeveloperQueue(ctx: AppContext, limit: number): Promise<TQualifiedLeadsResponse> {
  const { rows, total } = await qualifiedLeads(ctx.db, {}, limit);
  return { items: rows.map(toQualifiedLead), total };
}
