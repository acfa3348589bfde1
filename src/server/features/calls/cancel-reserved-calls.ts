import type { AppContext } from '../../context';
import { releaseLead } from '../outreach-state/outreach-state';
import { deleteUnsentCalls, type CallRow } from './calls.repo';

/**
 * Reserved campaign attempts whose run was paused or stopped before they were sent: never dialled,
 * so they are no attempt at all. Each row is deleted (only while it still has no provider id) and
 * its lead goes back to pending with the attempt given back, in one transaction; Resume (or a
 * later dispatch) claims the lead again. Answers how many were cancelled.
 */
export async function cancelReservedCalls(
  ctx: AppContext,
  reserved: Array<Pick<CallRow, 'id' | 'leadId' | 'purpose'>>,
): Promise<number> {
  if (!reserved.length) return 0;
  return ctx.db.transaction(async (tx) => {
    const deleted = new Set(
      await deleteUnsentCalls(
        tx,
        reserved.map((c) => c.id),
      ),
    );
    for (const c of reserved)
      if (deleted.has(c.id) && c.leadId) await releaseLead(tx, c.purpose, c.leadId, c.id, null, true);
    return deleted.size;
  });
}
