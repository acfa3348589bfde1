import type { AppContext } from '../../context';
import { findCallConversation, listToolCalls } from './conversations.repo';

export interface CallToolEffects {
  meetingBooked: boolean;
  transferred: boolean;
}

/**
 * What the agent's tools did on a call (its conversation's record, whoever drove it: the Sandbox
 * engine or a voice provider calling the tool endpoints). The call's reading takes these as facts.
 */
export async function callToolEffects(ctx: AppContext, callId: string): Promise<CallToolEffects | null> {
  const conversation = await findCallConversation(ctx.db, callId);
  if (!conversation) return null;
  const calls = await listToolCalls(ctx.db, conversation.id);
  return {
    meetingBooked: calls.some((c) => c.name === 'book_meeting' && c.result.booked === true),
    transferred: calls.some((c) => c.name === 'transfer_to_human' && c.result.transferred === true),
  };
}
