import { FALLBACK_BUSINESS_NAME } from '@common/campaign-settings/defaults';
import { campaignCallPrompt } from '@common/dispatch/disclosure';
import type { TAfterHoursRule } from '@common/phone-numbers/schemas';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import { agentIdentityFromPrompt } from '../../providers/voice/sandbox-transcript';
import { getCampaignLead } from '../campaigns/get-campaign-lead';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { resolveCalleePlace } from '../dispatch/callee-place';
import type { CallRow } from '../calls/get-call';
import { findCallConversation, insertCallConversation, insertTurns, type ConversationRow } from './conversations.repo';
import { pickEngine } from './pick-engine';
import { campaignKnowledgeSite } from './campaign-knowledge-site';
import { NO_KNOWLEDGE } from './knowledge-owner';
import { openingLine } from './opening-line';
import { callerContext, describeCaller, inboundGreeting } from './caller-context';

/** An inbound call names the caller's lead (any campaign) in its metadata; an outbound one is its own lead's. */
const callerLeadOf = (call: CallRow) =>
  (call.metadata as { callerLeadId?: string }).callerLeadId ?? call.leadId ?? null;

/**
 * The conversation of a campaign call, made the first time something needs it (the Sandbox's
 * scripted talk, or the first tool a voice provider calls). A live dispatch's call is a live
 * conversation, a test run's a test one. `created` says whether this call made it.
 */
export async function openCallConversation(
  ctx: AppContext,
  call: CallRow,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const existing = await findCallConversation(ctx.db, call.id);
  if (existing) return { conversation: existing, created: false };
  const lead = call.campaignId && call.leadId ? await getCampaignLead(ctx, call.campaignId, call.leadId) : null;
  const inbound = call.direction === 'inbound';
  const caller = inbound ? await callerContext(ctx, callerLeadOf(call), call.id) : null;
  // The campaign's own business (its settings), as in the call's disclosure; the default without one.
  const businessName = call.campaignId
    ? (await readCampaignProfile(ctx, call.campaignId)).profile.businessName
    : (ctx.env.CALLER_BUSINESS_NAME ?? FALLBACK_BUSINESS_NAME);
  // The zone the dispatch placed the callee in (column, state, ZIP or area code): an 808 number
  // without a zone column is still in Honolulu.
  const calleeTimeZone =
    lead?.timezone ??
    resolveCalleePlace({
      timezone: null,
      region: lead?.region ?? null,
      postalCode: lead?.postalCode ?? null,
      phoneE164: lead?.phoneE164 ?? (inbound && call.phoneNumber.startsWith('+') ? call.phoneNumber : null),
    }).zones[0] ??
    null;
  const zone = calleeTimeZone ?? 'UTC';
  const made = await insertCallConversation(ctx.db, {
    mode: call.purpose === 'campaign' ? 'live' : 'test',
    direction: call.direction,
    engine: call.provider === 'sandbox' ? pickEngine(ctx).name : call.provider,
    agentName: agentIdentityFromPrompt(call.prompt).name,
    businessName,
    // An inbound call's prompt is already the answering agent's (inbound-prompt.ts); the caller is added.
    prompt: caller
      ? `${call.prompt}\n\n${describeCaller(caller, zone)}`.slice(0, MAX_PROMPT_CHARS + 1000)
      : campaignCallPrompt(businessName, call.prompt, MAX_PROMPT_CHARS),
    promptVersion: String((call.metadata as { templateVersion?: string }).templateVersion ?? 'current'),
    ...(call.campaignId ? await campaignKnowledgeSite(ctx, call.campaignId) : NO_KNOWLEDGE),
    calleeTimeZone,
    calleePhone: call.phoneNumber,
    // Answered outside the number's hours (answer-inbound-call.ts): the tools follow the closed rule.
    afterHours: (call.metadata as { afterHours?: TAfterHoursRule }).afterHours ?? null,
    campaignId: call.campaignId,
    leadId: call.leadId,
    callId: call.id,
  });
  // Two first tool calls at once: the other made it.
  if (!made) return { conversation: (await findCallConversation(ctx.db, call.id))!, created: false };
  const opening = caller
    ? inboundGreeting(made.agentName, made.businessName, caller, zone)
    : openingLine(made.agentName, made.businessName);
  await insertTurns(ctx.db, [{ conversationId: made.id, seq: 0, role: 'agent', text: opening, latencyMs: 0 }]);
  return { conversation: made, created: true };
}
