import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { campaignPromptTemplate } from './campaign-prompt-template';
import { findSettings } from './campaign-settings.repo';
import { BASE_VERSION } from './pick-prompt-version';
import { readCampaignProfile } from './read-campaign-profile';

interface PromptVersion {
  /** `key@hash`: the text is part of the id, so an edited template or variant is a new version. */
  id: string;
  key: string;
  /** The template as a lead's prompt is rendered from (placeholders still in). */
  template: string;
}

const versionId = (key: string, template: string) =>
  `${key}@${createHash('sha256').update(template).digest('hex').slice(0, 12)}`;

/**
 * The prompt versions the campaign's next dispatch would use: the campaign's template, or the
 * experiment's variants that can still be picked (the winner alone once it is stopped).
 */
export async function listPromptVersions(ctx: AppContext, campaignId: string): Promise<PromptVersion[]> {
  const { profile } = await readCampaignProfile(ctx, campaignId);
  const base = campaignPromptTemplate(profile);
  const { experiment } = await findSettings(ctx.db, campaignId);
  if (!experiment) return [{ id: versionId(BASE_VERSION, base), key: BASE_VERSION, template: base }];
  const live =
    experiment.status === 'stopped'
      ? experiment.variants.filter((v) => v.key === experiment.winner).slice(0, 1)
      : experiment.variants.filter((v) => v.weight > 0);
  const variants = live.length ? live : experiment.variants.slice(0, 1);
  return variants.map((v) => {
    const template = v.prompt.trim() || base;
    return { id: versionId(v.key, template), key: v.key, template };
  });
}
