import { classifyLead } from '@common/dispatch/classify-lead';
import type { TDispatchPreview } from '@common/dispatch/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { campaignExists, listDispatchLeads } from './dispatch.repo';

const tally = (m: Map<string, number>) => [...m].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);

/**
 * GET /api/admin/campaigns/{id}/dispatch-preview: how many pending leads a dispatch would call now,
 * later (outside calling hours, a retry waiting) or never, and why, by the same rule the dispatch
 * job applies right before each dial (common/dispatch/classify-lead.ts).
 */
export async function getDispatchPreview(ctx: AppContext, campaignId: string): Promise<TDispatchPreview> {
  if (!(await campaignExists(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const at = ctx.clock.now();
  const rows = await listDispatchLeads(ctx.db, campaignId);
  const later = new Map<string, number>();
  const never = new Map<string, number>();
  let now = 0;
  let nextAt: Date | null = null;
  let needVoice = 0;
  let calling = 0;
  let completed = 0;
  for (const lead of rows) {
    if (lead.enrichmentStatus === 'enriched' && !lead.voiceClone) needVoice++;
    if (lead.callStatus === 'calling') calling++;
    if (lead.callStatus === 'completed' || lead.callStatus === 'scheduled') completed++;
    const c = classifyLead(lead, at, Boolean(lead.onDoNotCall));
    if (c.when === 'now') now++;
    else if (c.when === 'later') {
      later.set(c.reason, (later.get(c.reason) ?? 0) + 1);
      if (!nextAt || c.at < nextAt) nextAt = c.at;
    } else if (c.when === 'never') never.set(c.reason, (never.get(c.reason) ?? 0) + 1);
  }
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    now: { count: now, reasons: [] },
    later: { count: sum(later), reasons: tally(later), nextAt: nextAt ? (nextAt as Date).toISOString() : null },
    never: { count: sum(never), reasons: tally(never) },
    needVoice,
    calling,
    completed,
  };
}
