import type { AppContext } from '../../context';
import type { CallRow } from '../calls/get-call';
import { callWords } from './call-words';
import { endConversation } from './conversations.repo';
import { openCallConversation } from './open-call-conversation';

/**
 * The line closed on a call held on our conversation engine: its conversation ends (no further
 * turn is taken) and what was said and done is answered for the call's finished report.
 */
export async function hangUpCall(ctx: AppContext, call: CallRow, note: string): ReturnType<typeof callWords> {
  const { conversation } = await openCallConversation(ctx, call);
  await endConversation(ctx.db, conversation.id, ctx.clock.now());
  return callWords(ctx, conversation.id, note);
}
