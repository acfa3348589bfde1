import type { AppContext } from '../context';
import { defineJob } from './define-job';
import { callFinishedEvent } from './events';
import { getCall, type CallRow } from '../features/calls/get-call';
import { readFinishedCall } from '../features/outcomes/read-finished-call';
import { settleFinishedCall } from '../features/dispatch/settle-finished-call';
import { emitCallCompleted } from '../features/webhooks/emit-call-completed';
import { qualifyCalledLead } from '../features/dev-queue/qualify-called-lead';
import { finishTrialOfCall } from '../features/trials/finish-trial-of-call';
import { converseSandboxCall } from '../features/conversations/converse-sandbox-call';
import { callToolEffects } from '../features/conversations/call-tool-effects';
import { markBooked } from '../features/outreach-state/outreach-state';
import { recordCallForHubspot } from '../features/hubspot/record-call-for-hubspot';

// A call finished (calls/apply-call-details.ts queued this in the transaction that wrote it). Its
// consequences, each owned and made idempotent by its feature, in the order their facts need:
// a Sandbox call's conversation first (its words and tools are what the call was), then the
// reading (the opt-out policy, the webhook and the Dev Queue use it), the lead's retry or
// completion, the events out (webhooks, the HubSpot note), the trial. A failure retries the whole job; every step
// that already happened finds itself done.

const factsOf = (c: CallRow) => ({
  callId: c.id,
  direction: c.direction,
  leadId: c.leadId,
  campaignId: c.campaignId,
  trialId: c.trialId,
  status: c.status,
  endReason: c.endReason,
  durationSeconds: c.durationSeconds,
  answeredBy: c.answeredBy,
  recordingUrl: c.recordingUrl,
  summary: c.summary,
  transcript: c.transcript,
});

export async function handleCallFinished(ctx: AppContext, callId: string): Promise<void> {
  const placed = await getCall(ctx.db, callId);
  if (!placed) return;
  const call = (await converseSandboxCall(ctx, placed)) ? ((await getCall(ctx.db, callId)) ?? placed) : placed;
  const effects = await callToolEffects(ctx, call.id);
  const reading = await readFinishedCall(ctx, call.id, effects);
  await settleFinishedCall(ctx, call, reading);
  // A meeting booked during the call found its lead still calling; settled, the lead is booked.
  if (effects?.meetingBooked && call.leadId && call.purpose === 'campaign') await markBooked(ctx.db, call.leadId);
  // A test run's attempt and a test-page call are tests: nothing about them leaves the app.
  const mode = call.purpose === 'campaign' || call.purpose === 'trial' ? 'live' : 'test';
  await emitCallCompleted(ctx.db, factsOf(call), reading, mode);
  await recordCallForHubspot(ctx, call, reading);
  if (reading) await qualifyCalledLead(ctx, reading);
  await finishTrialOfCall(ctx, call);
}

export const callFinishedJob = defineJob({
  ...callFinishedEvent,
  admin: true,
  watchable: false,
  concurrency: 4,
  retryLimit: 10,
  retryDelaySeconds: 2,
  expireInSeconds: 5 * 60,
  handler: ({ callId }, job) => handleCallFinished(job.app, callId),
});
