import type { TLeadForm } from '@common/campaigns/lead-edit';
import type { TLead } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findCampaign } from './campaigns.repo';
import { findLead, insertLead, type LeadFields } from './lead-edit.repo';
import { leadFieldsOf } from './lead-form-rules';
import { toLead } from './list-leads';

/** POST /api/admin/campaigns/{id}/leads: one lead typed by hand, after the import's rules. */
export async function addLead(ctx: AppContext, campaignId: string, input: TLeadForm): Promise<TLead> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findCampaign(tx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
    const fields = (await leadFieldsOf(tx, campaignId, input, null)) as LeadFields;
    const id = await insertLead(tx, campaignId, fields);
    return toLead((await findLead(tx, id))!);
  });
}
