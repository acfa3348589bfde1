import { classifyLead } from '@common/dispatch/classify-lead';
import type { AppContext } from '../../context';
import type { RunRow } from '../outreach-state/outreach-state';
import { dialFactsOf } from './dial-facts';
import { countTestCandidates } from './dispatch.repo';

/**
 * Leads a test run could still call now: ready, pending, not on the do-not-call list, inside
 * calling hours, and not called by this run yet (the cross-campaign cap is for real calls: not here). A test run stops when none is left (it does not
 * wait for calling hours or retries: it shows what a live run would do, it does not do it).
 */
export async function testLeadsLeft(ctx: AppContext, run: Pick<RunRow, 'id' | 'campaignId'>): Promise<number> {
  const at = ctx.clock.now();
  const rows = await countTestCandidates(ctx.db, run.campaignId, run.id, at);
  return rows.filter((l) => classifyLead(l, at, dialFactsOf(l, null)).when === 'now').length;
}
