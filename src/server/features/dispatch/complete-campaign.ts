import type { AppContext } from '../../context';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { setCampaignCompleted } from './dispatch.repo';

/**
 * A campaign with nothing left to call becomes completed, and `campaign.completed` goes out in the
 * same transaction. Keyed by the number of leads done: asking again changes nothing, while a
 * campaign that gets new leads and finishes them reports its completion again.
 */
export async function completeCampaign(ctx: AppContext, campaignId: string, leadsCompleted: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await setCampaignCompleted(tx, campaignId);
    await emitWebhookEvent(tx, 'campaign.completed', { campaignId, leadsCompleted }, { key: `campaign.completed:${campaignId}:${leadsCompleted}` });
  });
}
