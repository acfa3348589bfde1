import { LEAD_BULK_MSG, LEAD_MSG } from '@common/campaigns/lead-edit';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { optOut } from '../outreach-state/opt-out-policy';
import { deleteLeadRows, findLeadsForUpdate } from './lead-edit.repo';

type Locked = Awaited<ReturnType<typeof findLeadsForUpdate>>;

/** All the ids must name leads of one campaign (the list they were selected in), none being dialled; else nothing is done. */
function checkAll(ids: string[], found: Locked) {
  if (found.length !== new Set(ids).size) throw new AppError('NOT_FOUND', LEAD_MSG.leadNotFound);
  if (new Set(found.map((l) => l.campaignId)).size > 1) throw new AppError('VALIDATION', LEAD_BULK_MSG.oneCampaign);
  if (found.some((l) => l.callStatus === 'calling')) throw new AppError('CONFLICT', LEAD_MSG.inCall);
}

/** POST /api/admin/leads/bulk-delete: the selected leads, in one transaction (their call records stay). */
export async function bulkDeleteLeads(ctx: AppContext, ids: string[]): Promise<{ count: number }> {
  return ctx.db.transaction(async (tx) => {
    const found = await findLeadsForUpdate(tx, ids);
    checkAll(ids, found);
    await deleteLeadRows(
      tx,
      found.map((l) => l.id),
    );
    return { count: found.length };
  });
}

/** POST /api/admin/leads/bulk-do-not-call: the selected leads' numbers onto the list, in one transaction. */
export async function bulkDoNotCall(ctx: AppContext, ids: string[]): Promise<{ count: number }> {
  return ctx.db.transaction(async (tx) => {
    const found = await findLeadsForUpdate(tx, ids);
    checkAll(ids, found);
    let count = 0;
    for (const phone of new Set(found.map((l) => l.phoneE164).filter((p): p is string => !!p)))
      if (await optOut(tx, phone, 'manual')) count++;
    return { count };
  });
}
