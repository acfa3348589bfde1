import type { AppContext } from '../../context';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

/**
 * `campaign.completed`, sent once the state owner (outreach-state: finishRun / completeCampaign)
 * has completed the campaign. Keyed by the number of leads done: asking again changes nothing,
 * while a campaign that gets new leads and finishes them reports its completion again.
 * (Merged from feat/26-webhooks onto the issue-24 state owner: the event now follows the owner's
 * committed move instead of sharing its transaction.)
 */
export async function emitCampaignCompleted(
  ctx: AppContext,
  campaignId: string,
  leadsCompleted: number,
): Promise<void> {
  await emitWebhookEvent(
    ctx.db,
    'campaign.completed',
    { campaignId, leadsCompleted },
    { key: `campaign.completed:${campaignId}:${leadsCompleted}` },
  );
}
