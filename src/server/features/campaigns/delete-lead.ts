import { LEAD_MSG, type TLeadDeleteImpact } from '@common/campaigns/lead-edit';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { checkDialTimeLists } from '../calls/dial-time-lists';
import { countLeadCalls } from '../calls/count-lead-calls';
import { deleteLeadRow, findLead } from './lead-edit.repo';

/**
 * What deleting the lead removes and keeps, for its confirmation: the lead row and its enrichment
 * go; its call records (transcripts, recordings, outcomes) and bookings are other features' rows
 * keyed by the lead's id and stay, and its number stays on the do-not-call list.
 */
export async function getLeadDeleteImpact(ctx: AppContext, id: string): Promise<TLeadDeleteImpact> {
  const lead = await findLead(ctx.db, id);
  if (!lead) throw new AppError('NOT_FOUND', LEAD_MSG.leadNotFound);
  const calls = await countLeadCalls(ctx.db, id);
  const doNotCall = lead.phoneE164 ? (await checkDialTimeLists(ctx, lead.phoneE164)).doNotCall : false;
  return { leadId: id, calls, doNotCall };
}

/** DELETE /api/admin/leads/{id}: refused while the lead is being dialled; answers what stayed. */
export async function deleteLead(ctx: AppContext, id: string): Promise<TLeadDeleteImpact> {
  const impact = await getLeadDeleteImpact(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const lead = await findLead(tx, id, true);
    if (!lead) throw new AppError('NOT_FOUND', LEAD_MSG.leadNotFound);
    if (lead.callStatus === 'calling') throw new AppError('CONFLICT', LEAD_MSG.inCall);
    await deleteLeadRow(tx, id);
  });
  return impact;
}
