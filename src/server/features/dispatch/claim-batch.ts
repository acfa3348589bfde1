import { randomUUID } from 'node:crypto';
import { classifyLead } from '@common/dispatch/classify-lead';
import { campaignCallPrompt } from '@common/dispatch/disclosure';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import { reserveCalls, type ReservedCalls } from '../calls/reserve-calls';

import { dialFactsOf } from './dial-facts';
import { claimLeads, lockCandidates, type RunRow } from './dispatch.repo';

/** Extra candidates read per slot, so leads outside their calling hours don't starve the batch. */
const SCAN_FACTOR = 4;

export type ClaimResult = { calls: ReservedCalls['calls']; blocked: null | 'concurrent' | 'hourly' | 'daily' };

const fallbackPrompt = (companyName: string, business: string) =>
  `You are calling ${companyName || 'a local business'} on behalf of ${business}, which builds AI voice agents. Ask whether they would like to hear more.`;

/**
 * One batch: in ONE transaction under the capacity lock, at most min(batch, capacity room) ready
 * leads go pending → calling (the UPDATE only takes leads still pending) and get a call attempt
 * row each (unique on lead and attempt). A lead is therefore claimed by one claimer only, however
 * many dispatches, lanes, processes or retries run; a crash before commit leaves nothing claimed.
 */
export async function claimBatch(ctx: AppContext, run: RunRow, batchSize: number): Promise<ClaimResult> {
  const at = ctx.clock.now();
  const { calls, capacity } = await reserveCalls(ctx, run.testMode, async (tx, room) => {
    const want = Math.min(batchSize, room);
    const candidates = await lockCandidates(tx, run.campaignId, at, want * SCAN_FACTOR);
    // The dial-time decision: the same pure rule as the preview, over facts read under the lock
    // (the two do-not-call lists and the 24-hour call count are joined index lookups).
    const chosen = candidates.filter((l) => classifyLead(l, at, dialFactsOf(l)).when === 'now').slice(0, want);
    const claims = chosen.map((l) => ({ leadId: l.id, callId: randomUUID() }));
    const claimed = await claimLeads(tx, claims);
    const byId = new Map(chosen.map((l) => [l.id, l]));
    return claimed.map((c) => {
      const lead = byId.get(c.id)!;
      return {
        id: c.callId!,
        phoneNumber: lead.phoneE164!,
        prompt: campaignCallPrompt(ctx.env.CALLER_BUSINESS_NAME, lead.agentPrompt?.trim() || fallbackPrompt(lead.companyName, ctx.env.CALLER_BUSINESS_NAME), MAX_PROMPT_CHARS),
        voice: lead.voiceClone,
        leadId: lead.id,
        attempt: c.attempt,
        campaignId: run.campaignId,
        dispatchRunId: run.id,
      };
    });
  });
  if (calls.length) return { calls, blocked: null };
  const l = capacity.limits;
  const blocked = capacity.dailyUsage >= l.daily ? 'daily' : capacity.hourlyUsage >= l.hourly ? 'hourly' : capacity.concurrentCalls >= l.concurrent ? 'concurrent' : null;
  return { calls, blocked };
}
