import type { TCampaign, TUpdateCampaignRequest } from '@common/campaigns/schemas';
import { CAMPAIGN_MSG } from '@common/campaigns/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { isAutoDispatch, setCampaignAutoDispatch } from '../dispatch/auto-dispatch';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { updateCampaignProfile } from '../campaign-settings/update-campaign-profile';
import { findCampaign } from './campaigns.repo';
import { getCampaign } from './list-campaigns';
import { replacePendingLeadVoice, setCampaignArchived, setCampaignName } from './lead-edit.repo';
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
  admin: AdminUser | null = null,
): Promise<{ campaign: TCampaign; changes: { before: Fields; after: Fields } }> {
  const row = await findCampaign(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { status, name, archived, autoDispatch, testMode, consentAttestation, ...settings } = body;
  if (archived === true && (row.status === 'active' || status === 'active'))
    throw new AppError('CONFLICT', CAMPAIGN_MSG.archiveRunning);
  const named = Object.keys(settings).filter((k) => (settings as Fields)[k] !== undefined);
  const pick = (o: Fields) => Object.fromEntries(named.map((k) => [k, o[k]]));
  const before: Fields = named.length ? pick((await readCampaignProfile(ctx, id)).profile) : {};
  if (named.length) await updateCampaignProfile(ctx, id, settings, by);
  const after: Fields = named.length ? pick((await readCampaignProfile(ctx, id)).profile) : {};
  // A lead's voice is the one its calls use: the campaign's new voice reaches the leads that had its old one.
  if (typeof before.voice === 'string' && typeof after.voice === 'string' && before.voice !== after.voice)
    await replacePendingLeadVoice(ctx.db, id, before.voice, after.voice);
  if (name !== undefined && name !== row.name) {
    await setCampaignName(ctx.db, id, name);
    [before.name, after.name] = [row.name, name];
  }
  // Unarchived first, so a request that unarchives and starts may start.
  if (archived !== undefined && archived !== (row.archivedAt !== null)) {
    await setCampaignArchived(ctx.db, id, archived);
    [before.archived, after.archived] = [!archived, archived];
  }
  let campaign = status ? await updateCampaignStatus(ctx, id, status) : (await getCampaign(ctx, id))!;
  if (status) {
    before.status = row.status;
    after.status = campaign.status;
  }
  // Last: turning it on may open a run, which needs the campaign unarchived and not paused.
  const wasAuto = await isAutoDispatch(ctx, id);
  if (autoDispatch !== undefined && autoDispatch !== wasAuto) {
    await setCampaignAutoDispatch(ctx, id, autoDispatch, { testMode, consentAttestation }, admin);
    [before.autoDispatch, after.autoDispatch] = [wasAuto, autoDispatch];
    campaign = (await getCampaign(ctx, id))!;
  }
  return { campaign: { ...campaign, autoDispatch: await isAutoDispatch(ctx, id) }, changes: { before, after } };
}
