import type { TQualifiedLeadsResponse } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { qualifiedLeads } from './dev-queue.repo';
import { readFinishedCalls } from '../outcomes/read-finished-calls';
import { toQualifiedLead } from './to-dto';

/** GET /api/admin/developer-queue (spec: the result is unused): qualified leads of every campaign. */
export async function getDeveloperQueue(ctx: AppContext, limit: number): Promise<TQualifiedLeadsResponse> {
  await readFinishedCalls(ctx, null);
  const { rows, total } = await qualifiedLeads(ctx.db, {}, limit);
  return { items: rows.map(toQualifiedLead), total };
}
