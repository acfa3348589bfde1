import { planRetry } from '@common/dispatch/retry-policy';
import type { TEndReason } from '@common/dispatch/schemas';
import { defaultCallHandling } from '@common/outcomes/call-handling';
import type { AppContext } from '../../context';
import type { Env } from '../../env';
import type { CallRow } from '../calls/get-call';
import { campaignCallHandling } from '../campaign-settings/campaign-call-handling';
import { calleeOptedOut, optOut } from '../outreach-state/opt-out-policy';
import { recordLeadResult } from '../outreach-state/outreach-state';
import { crossCampaignCap } from './dial-facts';
import { dialPlan } from './dial-plan';
import { leadDialFacts } from './lead-dial-facts';

/**
 * The server's default retries for no-answer, busy and voicemail (how many after the first attempt,
 * how long after); a campaign's own settings (campaign-settings) replace them per outcome.
 */
export interface RetryPolicy {
  retries: number;
  delayMs: number;
}
export const retryPolicy = (env: Pick<Env, 'DISPATCH_RETRIES' | 'DISPATCH_RETRY_DELAY_MINUTES'>): RetryPolicy => ({
  retries: env.DISPATCH_RETRIES,
  delayMs: env.DISPATCH_RETRY_DELAY_MINUTES * 60_000,
});

/** When a live campaign attempt is tried again: the campaign's retries per outcome at the lead's next legal moment. */
async function retryAt(ctx: AppContext, call: CallRow, optedOut: boolean, now: Date): Promise<Date | null> {
  // Someone who rang us is never called back by a retry plan.
  if (call.purpose !== 'campaign' || !call.leadId || call.direction === 'inbound') return null;
  const policy = retryPolicy(ctx.env);
  const fallback = defaultCallHandling(policy.retries, Math.round(policy.delayMs / 60_000));
  const handling = call.campaignId ? await campaignCallHandling(ctx.db, call.campaignId) : null;
  // The retry's time is one the claim will accept: the law's window and the campaign's schedule.
  const plan = call.campaignId ? await dialPlan(ctx.db, call.campaignId) : null;
  const facts = call.campaignId
    ? await leadDialFacts(ctx.db, call.campaignId, call.leadId, now, crossCampaignCap(ctx.env))
    : null;
  const endReason = (call.endReason ?? 'failed') as TEndReason;
  const retry = planRetry(
    { endReason, attempt: call.attempt ?? 1, optedOut },
    (handling ?? fallback).retries,
    now,
    facts,
    plan?.rules,
  );
  return retry.retry ? retry.at : null;
}

/**
 * The call.finished handler of dispatch: the lead of a finished call completes, or goes back to
 * pending for a retry; a callee who asked not to be called again (the opt-out policy, on the
 * transcript and the reading) joins the do-not-call list and is never retried. A test run's
 * attempt changes nothing, and an inbound call settles no lead (it only hears an opt-out). Safe to repeat: a lead is settled only from "calling" by this call.
 */
export async function settleFinishedCall(
  ctx: AppContext,
  call: CallRow,
  reading: { disposition: string } | null,
): Promise<void> {
  const optedOut = calleeOptedOut({ transcripts: call.transcripts, disposition: reading?.disposition });
  // A caller's lead is not being dialled, so there is nothing to settle; "stop calling me" still binds.
  if (call.direction === 'inbound') {
    if (optedOut && call.purpose === 'campaign') await optOut(ctx.db, call.phoneNumber, 'call');
    return;
  }
  if (!call.leadId) return;
  const at = await retryAt(ctx, call, optedOut, ctx.clock.now());
  await ctx.db.transaction((tx) =>
    recordLeadResult(
      tx,
      call.purpose,
      { leadId: call.leadId!, callId: call.id, retryAt: at },
      { optedOutPhone: optedOut ? call.phoneNumber : null },
    ),
  );
}
