import type { AppContext } from '../../context';
import { findCallConversation, listToolCalls } from './conversations.repo';

export interface CallToolEffects {
  meetingBooked: boolean;
  transferred: boolean;
  /** The callee asked for a person and nobody was put through: why (e.g. outside transfer hours). */
  personRequested: string | null;
}

/**
 * What the agent's tools did on a call (its conversation's record, whoever drove it: the Sandbox
 * engine or a voice provider calling the tool endpoints). The call's reading takes these as facts.
 */
export async function callToolEffects(ctx: AppContext, callId: string): Promise<CallToolEffects | null> {
  const conversation = await findCallConversation(ctx.db, callId);
  if (!conversation) return null;
  const calls = await listToolCalls(ctx.db, conversation.id);
  const asked = calls.filter((c) => c.name === 'transfer_to_human');
  const notPut = asked.find((c) => c.result.transferred !== true);
  return {
    meetingBooked: calls.some((c) => c.name === 'book_meeting' && c.result.booked === true),
    transferred: asked.some((c) => c.result.transferred === true),
    personRequested: notPut ? String(notPut.result.explanation ?? 'nobody could be put through') : null,
  };
}
