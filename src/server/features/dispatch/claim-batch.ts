import { randomUUID } from 'node:crypto';
import { classifyLead } from '@common/dispatch/classify-lead';
import { campaignCallPrompt } from '@common/dispatch/disclosure';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import { reserveCalls, type ReservedCalls } from '../calls/reserve-calls';
import { campaignPromptTemplate } from '../campaign-settings/campaign-prompt-template';
import { promptVersionPicker } from '../campaign-settings/pick-prompt-version';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { voicemailPicker } from '../campaign-settings/voicemail-for-lead';
import { claimLeads, type RunRow } from '../outreach-state/outreach-state';
import { crossCampaignCap, dialFactsOf } from './dial-facts';
import { dialPlan, paceRoom } from './dial-plan';
import { lockCandidates } from './dispatch.repo';

/** Extra candidates read per slot, so leads outside their calling hours don't starve the batch. */
const SCAN_FACTOR = 4;

export type ClaimResult = {
  calls: ReservedCalls['calls'];
  blocked: null | 'concurrent' | 'hourly' | 'daily';
  /** Calls whose lead gave written consent: the national registry does not bar them (its own exemption). */
  registryExempt: Set<string>;
};

// A lead without a prompt of its own gets the campaign's, with only its company name known.
const fallbackPrompt = (template: string, companyName: string) =>
  template.replace(/\{\{\s*companyName\s*\}\}/g, companyName || 'this business').replace(/\{\{\s*\w+\s*\}\}/g, '');

/**
 * One batch: in ONE transaction under the capacity lock, at most min(batch, capacity room) ready
 * leads go pending → calling through the state owner (which claims nothing unless the run is
 * running, read FOR SHARE, so a committed Pause stops every later claim) and get a call attempt
 * row each (unique on lead and attempt). A lead is therefore claimed by one claimer only, however
 * many dispatches, lanes, processes or retries run; a crash before commit leaves nothing claimed.
 * A test run's attempts ('campaign-test', no attempt number) leave the lead untouched; unique on
 * (run, lead), so a test run calls each lead once.
 */
export async function claimBatch(ctx: AppContext, run: RunRow, batchSize: number): Promise<ClaimResult> {
  const at = ctx.clock.now();
  // A test run rings no phone: the cap between campaigns is for calls that reach people.
  const cap = run.testMode ? null : crossCampaignCap(ctx.env);
  const registryExempt = new Set<string>();
  // The campaign's business (named in the disclosure) and its persona's voice, read once per batch.
  const { profile } = await readCampaignProfile(ctx, run.campaignId);
  // The campaign's schedule: its start, days and hours join the decision; its pace caps the claim.
  const plan = await dialPlan(ctx.db, run.campaignId, run.testMode);
  const { calls, capacity } = await reserveCalls(ctx, run.testMode, async (tx, room) => {
    // Counted under the capacity lock, so lanes claiming at once can't overshoot the pace.
    const pace = await paceRoom(tx, run.campaignId, plan, at);
    const want = Math.min(batchSize, room, pace.room);
    if (want <= 0) return [];
    const candidates = await lockCandidates(tx, run.campaignId, at, want * SCAN_FACTOR, run.testMode ? run.id : null);
    // The dial-time decision: the same pure rule as the preview, over facts read under the lock
    // (the two do-not-call lists and the 24-hour call count are joined index lookups).
    const facts = new Map(candidates.map((l) => [l.id, dialFactsOf(l, cap, plan.notBefore)]));
    const chosen = candidates
      .filter((l) => classifyLead(l, at, facts.get(l.id)!, plan.rules).when === 'now')
      .slice(0, want);
    const claims = chosen.map((l) => ({ leadId: l.id, callId: randomUUID() }));
    for (const c of claims) if (facts.get(c.leadId)!.writtenConsent) registryExempt.add(c.callId);
    const claimed = await claimLeads(tx, run, claims);
    const byId = new Map(chosen.map((l) => [l.id, l]));
    // A prompt experiment may give the lead another version of the instructions.
    const pickPrompt = await promptVersionPicker(tx, run.campaignId);
    // What the provider does when a machine answers: hang up, or leave the lead's message.
    const voicemailFor = await voicemailPicker(tx, run.campaignId);
    return claimed.map((c) => {
      const lead = byId.get(c.id)!;
      const { prompt, version } = pickPrompt(
        lead,
        lead.agentPrompt?.trim() || fallbackPrompt(campaignPromptTemplate(profile), lead.companyName),
      );
      return {
        id: c.callId!,
        phoneNumber: lead.phoneE164!,
        // Every campaign call opens with the business's name and the AI disclosure.
        prompt: campaignCallPrompt(profile.businessName, prompt, MAX_PROMPT_CHARS),
        templateVersion: version,
        voicemail: voicemailFor(lead),
        // The lead's voice: the campaign's (Assign Voices), or one an admin gave it on its own.
        voice: lead.voiceClone || profile.voice,
        // The campaign's caller ID: its callback line when a number answers for it (Phone numbers).
        callerId: profile.callerId,
        leadId: lead.id,
        attempt: c.attempt,
        campaignId: run.campaignId,
        dispatchRunId: run.id,
      };
    });
  });
  if (calls.length) return { calls, blocked: null, registryExempt };
  const l = capacity.limits;
  const blocked =
    capacity.dailyUsage >= l.daily
      ? 'daily'
      : capacity.hourlyUsage >= l.hourly
        ? 'hourly'
        : capacity.concurrentCalls >= l.concurrent
          ? 'concurrent'
          : null;
  return { calls, blocked, registryExempt };
}
