import { eq } from 'drizzle-orm';
import { defaultOutcomeSettings, type TOutcomeSettings } from '@common/outcomes/schemas';
import type { DbOrTx } from '../../db/tx';
import { campaignOutcomeSettings, campaigns, visibleCampaign } from '../../db/schema';

// The only file touching campaign_outcome_settings (this feature owns it): a campaign's dialling
// and reading settings (dispositions, fields, prompt experiment, voicemail and retries).

export async function campaignExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(visibleCampaign(id)).limit(1);
  return Boolean(row);
}

export async function findSettings(db: DbOrTx, campaignId: string): Promise<TOutcomeSettings> {
  const [row] = await db
    .select()
    .from(campaignOutcomeSettings)
    .where(eq(campaignOutcomeSettings.campaignId, campaignId))
    .limit(1);
  return row
    ? {
        dispositions: row.dispositions,
        fields: row.fields,
        experiment: row.experiment ?? null,
        callHandling: row.callHandling ?? null,
      }
    : defaultOutcomeSettings();
}

export async function saveSettings(
  db: DbOrTx,
  campaignId: string,
  s: TOutcomeSettings,
  by: string | null,
): Promise<void> {
  const values = {
    dispositions: s.dispositions,
    fields: s.fields,
    experiment: s.experiment,
    callHandling: s.callHandling ?? null,
    updatedBy: by,
  };
  await db
    .insert(campaignOutcomeSettings)
    .values({ campaignId, ...values })
    .onConflictDoUpdate({ target: campaignOutcomeSettings.campaignId, set: { ...values, updatedAt: new Date() } });
}
