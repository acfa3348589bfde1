import { probabilityToBeBest } from '@common/outcomes/prob-best';
import { wilson, verdict } from '@common/outcomes/wilson';
import type { TCampaignResults } from '@common/outcomes/schemas';
import { successRate } from '@common/outreach/figures';
import type { AppContext } from '../../context';
import { getCampaign } from '../campaigns/list-campaigns';
import { getOutcomeSettings } from '../campaign-settings/outcome-settings';
import { latestPassRates } from '../simulation-runs/latest-pass-rates';
import { countUnreadFinishedCalls } from './outcomes.repo';
import { countResultRows, dispositionCounts, funnelCounts, resultRows, versionCounts } from './results.repo';

/**
 * GET /api/admin/campaigns/{id}/results: the funnel (dialled → answered by a person → conversation
 * ≥ 20 s → interested → booked), dispositions, per-version rates with Wilson intervals and a
 * verdict, and the first rows (one per lead, latest outcome) under the filters.
 */
export async function getCampaignResults(
  ctx: AppContext,
  campaignId: string,
  q: { disposition?: string; version?: string; limit: number },
): Promise<TCampaignResults> {
  const settings = await getOutcomeSettings(ctx, campaignId);
  // A pure read: calls not yet read by their call.finished handler are counted as "reading".
  const [funnel, dispositions, versionRows, rows, total, reading, simulations, card] = await Promise.all([
    funnelCounts(ctx.db, campaignId),
    dispositionCounts(ctx.db, campaignId),
    versionCounts(ctx.db, campaignId),
    resultRows(ctx.db, campaignId, { limit: q.limit, disposition: q.disposition, version: q.version }),
    countResultRows(ctx.db, campaignId, q),
    countUnreadFinishedCalls(ctx.db, campaignId),
    latestPassRates(ctx, campaignId),
    getCampaign(ctx, campaignId),
  ]);
  // Probability to be best on the interested rate, beside the Wilson intervals.
  const pBest = probabilityToBeBest(versionRows.map((v) => ({ successes: v.interested, trials: v.leads })));
  const versions = versionRows.map((v, i) => ({
    version: v.version,
    leads: v.leads,
    answered: wilson(v.answered, v.leads),
    interested: wilson(v.interested, v.leads),
    booked: wilson(v.booked, v.leads),
    meetingsBooked: v.meetingsBooked,
    pBest: pBest[i],
    // A version no dispatch would use any more (an old key) has no current text to simulate.
    simulation: simulations.get(v.version) ?? null,
  }));
  return {
    campaignId,
    settings,
    figures: {
      totalLeads: card?.totalLeads ?? 0,
      processed: card?.processedLeads ?? 0,
      successful: card?.successfulCalls ?? 0,
      failed: card?.failedCalls ?? 0,
      successRate: successRate(card?.successfulCalls ?? 0, card?.processedLeads ?? 0),
    },
    funnel,
    dispositions,
    versions,
    verdict: verdict(versions.map((v) => ({ version: v.version, rate: v.interested }))),
    rows: rows.map((r) => ({
      leadId: r.leadId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      companyName: r.companyName,
      phone: r.phone,
      disposition: r.disposition,
      summary: r.summary,
      fields: r.fields,
      version: r.version,
      durationSeconds: r.durationSeconds,
      completedAt: r.completedAt,
      callId: r.callId,
      direction: r.direction === 'inbound' || r.direction === 'outbound' ? r.direction : null,
    })),
    total,
    reading,
  };
}
