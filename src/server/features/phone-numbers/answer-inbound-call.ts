import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { recordInboundCall } from '../calls/record-inbound-call';
import { answerCall } from '../conversations/answer-call';
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
  const { prompt } = await inboundAgentPrompt(ctx, resolved.campaignId);
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
  });
  const answer = await answerCall(ctx, call);
  return { callId: call.id, created, greeting: answer.greeting, context: answer.context };
}
