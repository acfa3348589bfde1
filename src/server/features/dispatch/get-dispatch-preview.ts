import { classifyLead } from '@common/dispatch/classify-lead';
import { isRegistryStale } from '@common/dispatch/registry';
import { SKIP_REASONS, type TDispatchPreview } from '@common/dispatch/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getConsentState } from './consent-attestation';
import { crossCampaignCap, dialFactsOf } from './dial-facts';
import { dialPlan, paceRoom } from './dial-plan';
import { latestRegistryDate } from './dnc-registry.repo';
import { campaignExists, listDispatchLeads } from './dispatch.repo';

const tally = (m: Map<string, number>) =>
  [...m].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * GET /api/admin/campaigns/{id}/dispatch-preview: how many pending leads a dispatch would call now,
 * later (outside the legal window, a retry or the daily cap waiting) or never, why, and which source
 * decided each lead's time zone, by the same rule the dispatch job applies right before each dial
 * (common/dispatch/classify-lead.ts). Also the registry copy's date and the consent attestation.
 */
export async function getDispatchPreview(ctx: AppContext, campaignId: string): Promise<TDispatchPreview> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const at = ctx.clock.now();
  const cap = crossCampaignCap(ctx.env);
  const plan = await dialPlan(ctx.db, campaignId);
  const pace = await paceRoom(ctx.db, campaignId, plan, at);
  const rows = await listDispatchLeads(ctx.db, campaignId, at);
  const later = new Map<string, number>();
  const never = new Map<string, number>();
  const sources = {
    now: new Map<string, number>(),
    later: new Map<string, number>(),
    never: new Map<string, number>(),
  };
  let now = 0;
  let nextAt: Date | null = null;
  let needVoice = 0;
  let calling = 0;
  let completed = 0;
  for (const lead of rows) {
    if (lead.enrichmentStatus === 'enriched' && !lead.voiceClone) needVoice++;
    if (lead.callStatus === 'calling') calling++;
    if (lead.callStatus === 'completed' || lead.callStatus === 'scheduled') completed++;
    if (lead.callStatus !== 'pending') continue;
    const c = classifyLead(lead, at, dialFactsOf(lead, cap, plan.notBefore), plan.rules);
    if (c.when === 'now' && now >= pace.room) {
      // Callable, but past the campaign's pace: it waits for a slot of the next 24 hours.
      bump(later, SKIP_REASONS.paced(plan.callsPerDay!));
      bump(sources.later, c.source);
      if (!nextAt || pace.freeAt < nextAt) nextAt = pace.freeAt;
    } else if (c.when === 'now') {
      now++;
      bump(sources.now, c.source);
    } else if (c.when === 'later') {
      bump(later, c.reason);
      bump(sources.later, c.source);
      if (!nextAt || c.at < nextAt) nextAt = c.at;
    } else if (c.when === 'never') {
      bump(never, c.reason);
      if (c.source) bump(sources.never, c.source);
    }
  }
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const downloadDate = await latestRegistryDate(ctx.db);
  return {
    now: { count: now, reasons: [], sources: tally(sources.now) },
    later: {
      count: sum(later),
      reasons: tally(later),
      sources: tally(sources.later),
      nextAt: nextAt ? (nextAt as Date).toISOString() : null,
    },
    never: { count: sum(never), reasons: tally(never), sources: tally(sources.never) },
    needVoice,
    calling,
    completed,
    registry: { downloadDate, stale: isRegistryStale(downloadDate, at) },
    consent: await getConsentState(ctx, campaignId),
    schedule: plan.schedule ? { ...plan.schedule, callsLast24h: pace.used } : null,
  };
}
