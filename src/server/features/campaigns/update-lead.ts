import { LEAD_MSG, type TLeadPatch } from '@common/campaigns/lead-edit';
import type { TLead } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findLead, updateLeadRow } from './lead-edit.repo';
import { leadFieldsOf } from './lead-form-rules';
import { toLead } from './list-leads';

/**
 * PATCH /api/admin/leads/{id}. A lead being dialled right now is not changed (the call was placed
 * with the old details); its call status and history are the state owner's and never touched here.
 */
export async function updateLead(ctx: AppContext, id: string, input: TLeadPatch): Promise<TLead> {
  return ctx.db.transaction(async (tx) => {
    const lead = await findLead(tx, id, true);
    if (!lead) throw new AppError('NOT_FOUND', LEAD_MSG.leadNotFound);
    if (lead.callStatus === 'calling') throw new AppError('CONFLICT', LEAD_MSG.inCall);
    await updateLeadRow(tx, id, await leadFieldsOf(tx, lead.campaignId, input, id));
    return toLead((await findLead(tx, id))!);
  });
}
