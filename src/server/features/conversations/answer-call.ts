import type { AppContext } from '../../context';
import type { CallRow } from '../calls/get-call';
import { callerContext, describeCaller } from './caller-context';
import { listTurns } from './conversations.repo';
import { openCallConversation } from './open-call-conversation';

/**
 * The agent picks up an inbound call: its conversation is opened (once per call) with the caller's
 * context in the prompt, and the first words are answered for the provider to speak. A repeated
 * start of the same call answers the same words.
 */
export async function answerCall(
  ctx: AppContext,
  call: CallRow,
): Promise<{ conversationId: string; greeting: string; context: string }> {
  const { conversation } = await openCallConversation(ctx, call);
  const callerLeadId = (call.metadata as { callerLeadId?: string }).callerLeadId ?? call.leadId;
  const [turns, caller] = await Promise.all([
    listTurns(ctx.db, conversation.id),
    callerContext(ctx, callerLeadId ?? null, call.id),
  ]);
  return {
    conversationId: conversation.id,
    greeting: turns.find((t) => t.seq === 0)?.text ?? '',
    context: describeCaller(caller, conversation.calleeTimeZone ?? 'UTC'),
  };
}
