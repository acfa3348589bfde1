import { AppError } from '@common/errors';
import { defaultCallHandling } from '@common/outcomes/call-handling';
import type { TOutcomeSettings } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { campaignExists, findSettings, saveSettings } from './campaign-settings.repo';

// A campaign's dispositions, extraction fields and prompt experiment (Results view → Settings).

async function mustExist(ctx: AppContext, campaignId: string) {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
}

/** The settings; voicemail and retries filled in with the server's defaults when never saved (the form edits them). */
export async function getOutcomeSettings(ctx: AppContext, campaignId: string): Promise<TOutcomeSettings> {
  await mustExist(ctx, campaignId);
  const s = await findSettings(ctx.db, campaignId);
  return {
    ...s,
    callHandling: s.callHandling ?? defaultCallHandling(ctx.env.DISPATCH_RETRIES, ctx.env.DISPATCH_RETRY_DELAY_MINUTES),
  };
}

/**
 * Replaces the settings. Outcomes already stored keep what they were read with (a renamed
 * disposition does not rewrite history); a stopped experiment's winner must be one of its versions.
 */
export async function saveOutcomeSettings(
  ctx: AppContext,
  campaignId: string,
  s: TOutcomeSettings,
  by: string | null,
): Promise<TOutcomeSettings> {
  await mustExist(ctx, campaignId);
  if (s.experiment?.status === 'stopped' && !s.experiment.variants.some((v) => v.key === s.experiment!.winner))
    throw new AppError('VALIDATION', 'The winner must be one of the versions');
  await saveSettings(ctx.db, campaignId, s, by);
  return getOutcomeSettings(ctx, campaignId);
}

/** Stops the experiment: every later call of the campaign uses the winner. */
export async function stopExperiment(
  ctx: AppContext,
  campaignId: string,
  winner: string,
  by: string | null,
): Promise<TOutcomeSettings> {
  await mustExist(ctx, campaignId);
  // The stored settings, not the filled-in ones: stopping must not freeze the server's retry defaults.
  const s = await findSettings(ctx.db, campaignId);
  if (!s.experiment) throw new AppError('CONFLICT', 'This campaign has no prompt experiment');
  if (!s.experiment.variants.some((v) => v.key === winner))
    throw new AppError('VALIDATION', `No version "${winner}" in this experiment`);
  return saveOutcomeSettings(ctx, campaignId, { ...s, experiment: { ...s.experiment, status: 'stopped', winner } }, by);
}
