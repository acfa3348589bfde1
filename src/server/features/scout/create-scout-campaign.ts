import { AppError } from '@common/errors';
import type { TScoutCampaignRequest } from '@common/scout/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { createCampaignWithLeads } from '../campaigns/create-campaign-with-leads';
import { findScoutRun } from './scout.repo';

/**
 * Beyond the spec: the selected potential leads of a stored run become a real campaign (source
 * 'scout') through the same use-case as a CSV import, so they go down the same pipeline (enrich,
 * dispatch). Only what the pages said is used: a lead whose pages showed no email address can't
 * join (a campaign lead needs one), and the refusal names them.
 */
export async function createScoutCampaign(
  ctx: AppContext,
  runId: string,
  input: TScoutCampaignRequest,
  admin: AdminUser | null,
) {
  const run = await findScoutRun(ctx.db, runId);
  if (!run) throw new AppError('NOT_FOUND', 'Scout run not found');
  const picked = [...new Set(input.leadIndexes)].map((i) => run.result.potentialLeads[i]);
  if (picked.some((l) => !l)) throw new AppError('VALIDATION', 'A selected lead is not part of this run');
  const noEmail = picked.filter((l) => !l.contactEmail);
  if (noEmail.length)
    throw new AppError(
      'VALIDATION',
      `No email address was found on the pages of: ${noEmail.map((l) => l.companyName).join(', ')}. A campaign lead needs one; leave these out or add them by CSV.`,
    );
  const created = await createCampaignWithLeads(ctx, {
    name: input.name ?? `Lead Scout: ${run.topic}`.slice(0, 200),
    source: 'scout',
    createdBy: admin ? (admin.username ?? admin.email) : null,
    leads: picked.map((l) => ({
      email: l.contactEmail,
      companyName: l.companyName.slice(0, 300),
      phoneNumber: l.contactPhone,
      website: l.website,
      industry: l.industry,
    })),
  });
  return { campaignId: created.campaignId, leadCount: created.leadCount };
}
