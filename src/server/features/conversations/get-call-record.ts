import { AppError } from '@common/errors';
import type { TAdminCall } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { getCall } from '../calls/get-call';
import { outcomesOfCalls } from '../outcomes/outcomes-of-calls';
import { toLines } from '../outcomes/read-call';
import { findCallConversation, listToolCalls } from './conversations.repo';

/** GET /api/admin/calls/{id}: one call of either direction, what was said, what the tools did, how it was read. */
export async function getCallRecord(ctx: AppContext, callId: string): Promise<TAdminCall> {
  const call = await getCall(ctx.db, callId);
  if (!call) throw new AppError('NOT_FOUND', 'Call not found');
  const [conversation, outcomes] = await Promise.all([
    findCallConversation(ctx.db, call.id),
    outcomesOfCalls(ctx, [call.id]),
  ]);
  const tools = conversation ? await listToolCalls(ctx.db, conversation.id) : [];
  const outcome = outcomes.get(call.id);
  return {
    id: call.id,
    direction: call.direction,
    leadId: call.leadId,
    campaignId: call.campaignId,
    phoneNumber: call.phoneNumber,
    status: call.status,
    transcript: toLines(call.transcripts, call.transcript),
    toolCalls: tools.map((t) => ({ name: t.name, input: t.input, result: t.result })),
    disposition: outcome?.disposition ?? null,
    summary: outcome?.summary ?? call.summary,
    message:
      tools.map((t) => (t.name === 'take_message' && t.result.taken ? String(t.result.message) : null)).find(Boolean) ??
      null,
    createdAt: call.createdAt.toISOString(),
  };
}
