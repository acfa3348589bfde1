import type { TAfterHoursRule } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { findCallByProviderId, insertInboundCall, setCallLead, type CallRow } from './calls.repo';

export interface InboundCallInput {
  provider: string;
  providerCallId: string;
  /** The caller (E.164). */
  from: string;
  /** Our number that was rung. */
  to: string;
  campaignId: string;
  leadId: string | null;
  /** The caller's lead in any campaign (the agent's memory), when there is one. */
  callerLeadId: string | null;
  prompt: string;
  mode: string;
  /** Answered outside the number's hours: what the agent does instead (kept for its conversation). */
  afterHours?: TAfterHoursRule | null;
}

/**
 * The row of a call someone made to one of our numbers: a campaign call (Results, webhooks and the
 * reading treat it like any other) whose direction is inbound, answered, so in progress. One per
 * provider call id: a replayed start or a second report of the same call finds the first row.
 */
export async function recordInboundCall(
  ctx: AppContext,
  input: InboundCallInput,
): Promise<{ call: CallRow; created: boolean }> {
  const made = await insertInboundCall(ctx.db, {
    purpose: 'campaign',
    provider: input.provider,
    providerCallId: input.providerCallId,
    phoneNumber: input.from,
    prompt: input.prompt,
    status: 'in-progress',
    leadId: input.leadId,
    campaignId: input.campaignId,
    metadata: {
      to: input.to,
      mode: input.mode,
      ...(input.callerLeadId ? { callerLeadId: input.callerLeadId } : {}),
      ...(input.afterHours ? { afterHours: input.afterHours } : {}),
    },
    createdAt: ctx.clock.now(),
  });
  if (made) return { call: made, created: true };
  return { call: (await findCallByProviderId(ctx.db, input.provider, input.providerCallId))!, created: false };
}

/** The caller of an inbound call left their details and became this lead. */
export const linkCallLead = (ctx: AppContext, callId: string, leadId: string) => setCallLead(ctx.db, callId, leadId);
