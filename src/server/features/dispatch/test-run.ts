import { classifyLead } from '@common/dispatch/classify-lead';
import type { AppContext } from '../../context';
import type { RunRow } from '../outreach-state/outreach-state';
import { crossCampaignCap, dialFactsOf } from './dial-facts';
import { countTestCandidates } from './dispatch.repo';

/**
 * Leads a test run could still call now: ready, pending, not on the do-not-call list, inside
 * calling hours, and not called by this run yet. A test run stops when none is left (it does not
 * wait for calling hours or retries: it shows what a live run would do, it does not do it).
 */
export async function testLeadsLeft(ctx: AppContext, run: Pick<RunRow, 'id' | 'campaignId'>): Promise<number> {
  const at = ctx.clock.now();
  const cap = crossCampaignCap(ctx.env);
  const rows = await countTestCandidates(ctx.db, run.campaignId, run.id, at);
  return rows.filter((l) => classifyLead(l, at, dialFactsOf(l, cap)).when === 'now').length;
}
