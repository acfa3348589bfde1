import { AppError } from '@common/errors';
import { withinHours } from '@common/phone-numbers/opening-hours';
import { PHONE_NUMBER_MSG, type TAfterHoursRule } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { recordInboundCall } from '../calls/record-inbound-call';
import { answerCall } from '../conversations/answer-call';
import { afterHoursNote } from '../conversations/after-hours-note';
import { inboundAgentPrompt } from '../conversations/inbound-prompt';
import { resolveInbound } from './phone-numbers.repo';

export interface InboundStart {
  provider: string;
  providerCallId: string;
  to: string;
  from: string;
  mode: string;
}

export interface AnsweredCall {
  callId: string;
  conversationId: string;
  created: boolean;
  greeting: string;
  context: string;
}

/**
 * Someone rang one of our numbers (the provider said so, verified, or the Sandbox placed it):
 * number → campaign and caller → lead in one query, then one inbound call row (a replay of the
 * same provider call finds it) and the campaign's agent picks up with the caller's context. The
 * call's lead is the caller's lead in this campaign; a lead of another campaign is known to the
 * agent (metadata.callerLeadId) without the call becoming theirs.
 */
export async function answerInboundCall(ctx: AppContext, start: InboundStart): Promise<AnsweredCall> {
  const resolved = await resolveInbound(ctx.db, start.to, start.from);
  if (!resolved) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  if (!resolved.campaignId) throw new AppError('CONFLICT', PHONE_NUMBER_MSG.noCampaign);
  const ownLead = resolved.leadCampaignId === resolved.campaignId ? resolved.leadId : null;
  // Outside the number's hours the business is closed: the agent does the number's after-hours choice.
  const afterHours: TAfterHoursRule | null =
    resolved.hours && !withinHours(resolved.hours, ctx.clock.now())
      ? { choice: resolved.afterHours, hours: resolved.hours }
      : null;
  const { prompt } = await inboundAgentPrompt(ctx, resolved.campaignId, '', afterHours);
  const { call, created } = await recordInboundCall(ctx, {
    provider: start.provider,
    providerCallId: start.providerCallId,
    from: start.from,
    to: start.to,
    campaignId: resolved.campaignId,
    leadId: ownLead,
    callerLeadId: resolved.leadId,
    prompt,
    mode: start.mode,
    afterHours,
  });
  const answer = await answerCall(ctx, call);
  // A provider fills its standing prompt with `context` per call: the closed note travels with it.
  const context = afterHours ? `${answer.context}\n\n${afterHoursNote(afterHours)}` : answer.context;
  return { callId: call.id, conversationId: answer.conversationId, created, greeting: answer.greeting, context };
}
