import type { TCampaign, TUpdateCampaignRequest } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { updateCampaignProfile } from '../campaign-settings/update-campaign-profile';
import { findCampaign } from './campaigns.repo';
import { getCampaign } from './list-campaigns';
import { updateCampaignStatus } from './update-campaign-status';

type Fields = Record<string, unknown>;

/**
 * PATCH /api/admin/campaigns/{id}: the settings first (refused whole when invalid), then the status
 * move. Also returns the fields the request named as they were and as they are (the audit log
 * keeps them).
 */
export async function updateCampaign(
  ctx: AppContext,
  id: string,
  body: TUpdateCampaignRequest,
  by: string | null,
): Promise<{ campaign: TCampaign; changes: { before: Fields; after: Fields } }> {
  const row = await findCampaign(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { status, ...settings } = body;
  const named = Object.keys(settings).filter((k) => (settings as Fields)[k] !== undefined);
  const pick = (o: Fields) => Object.fromEntries(named.map((k) => [k, o[k]]));
  const before: Fields = named.length ? pick((await readCampaignProfile(ctx, id)).profile) : {};
  if (named.length) await updateCampaignProfile(ctx, id, settings, by);
  const after: Fields = named.length ? pick((await readCampaignProfile(ctx, id)).profile) : {};
  const campaign = status ? await updateCampaignStatus(ctx, id, status) : (await getCampaign(ctx, id))!;
  if (status) {
    before.status = row.status;
    after.status = campaign.status;
  }
  return { campaign, changes: { before, after } };
}
